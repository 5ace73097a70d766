/**
 * Suggestions read from a résumé's text: skills found from a curated list of terms across the
 * portal's job categories (plus the skills candidates already use), and a job title from the top
 * of the résumé. They are only suggestions: the candidate confirms each one.
 */

/** Skills and terms by category, as they are usually written. */
const CURATED_SKILLS: readonly string[] = [
  // Information technology
  'JavaScript',
  'TypeScript',
  'Python',
  'Java',
  'C#',
  'C++',
  'Go',
  'Rust',
  'Ruby',
  'PHP',
  'Kotlin',
  'Swift',
  'SQL',
  'PostgreSQL',
  'MySQL',
  'SQLite',
  'Oracle Database',
  'Microsoft SQL Server',
  'MongoDB',
  'Redis',
  'React',
  'Angular',
  'Vue.js',
  'Node.js',
  'Express',
  'Next.js',
  'Django',
  'Flask',
  'Spring Boot',
  '.NET',
  'ASP.NET',
  'GraphQL',
  'REST APIs',
  'HTML',
  'CSS',
  'Sass',
  'Webpack',
  'Git',
  'GitHub',
  'GitLab',
  'Jenkins',
  'Docker',
  'Kubernetes',
  'Terraform',
  'Ansible',
  'AWS',
  'Microsoft Azure',
  'Google Cloud',
  'Linux',
  'Windows Server',
  'Active Directory',
  'PowerShell',
  'Bash',
  'CI/CD',
  'DevOps',
  'Agile',
  'Scrum',
  'Jira',
  'Unit testing',
  'Test automation',
  'Selenium',
  'Playwright',
  'Machine learning',
  'Data analysis',
  'Power BI',
  'Tableau',
  'Excel',
  'ServiceNow',
  'Salesforce',
  'SAP',
  'Networking',
  'Cisco',
  'TCP/IP',
  'Cybersecurity',
  'Help desk',
  'Technical support',
  'ITIL',
  // Accounting and finance
  'Accounts payable',
  'Accounts receivable',
  'General ledger',
  'Bookkeeping',
  'Payroll',
  'QuickBooks',
  'Financial reporting',
  'Financial analysis',
  'Budgeting',
  'Forecasting',
  'Reconciliation',
  'Auditing',
  'GAAP',
  'Tax preparation',
  'Month-end close',
  'NetSuite',
  'Oracle Financials',
  'CPA',
  // Healthcare
  'Patient care',
  'BLS',
  'ACLS',
  'CPR',
  'Phlebotomy',
  'Vital signs',
  'Medication administration',
  'Electronic health records',
  'Epic',
  'Cerner',
  'Medical terminology',
  'Medical billing',
  'Medical coding',
  'ICD-10',
  'HIPAA',
  'Triage',
  'Wound care',
  'Telemetry',
  'Case management',
  'Home health',
  'Registered Nurse',
  'LPN',
  'CNA',
  // Engineering and manufacturing
  'AutoCAD',
  'SolidWorks',
  'CAD',
  'MATLAB',
  'PLC programming',
  'Six Sigma',
  'Lean manufacturing',
  'Quality control',
  'Quality assurance',
  'ISO 9001',
  'Root cause analysis',
  'GD&T',
  'CNC machining',
  'Blueprint reading',
  'Welding',
  'Preventive maintenance',
  'Electrical systems',
  'HVAC',
  'Hydraulics',
  'Assembly',
  'Machine operation',
  'Forklift',
  'OSHA',
  'Safety compliance',
  'Inventory control',
  'Project management',
  'Process improvement',
  // Distribution and retail
  'Warehouse operations',
  'Shipping and receiving',
  'Order picking',
  'Logistics',
  'Supply chain',
  'Route planning',
  'CDL',
  'RF scanner',
  'Cash handling',
  'Point of sale',
  'Merchandising',
  'Customer service',
  'Retail sales',
  'Food safety',
  'Stocking',
  'Loss prevention',
  // Legal
  'Legal research',
  'Legal writing',
  'Litigation',
  'Contract review',
  'E-discovery',
  'Westlaw',
  'LexisNexis',
  'Case management software',
  'Notary public',
  'Paralegal',
  'Compliance',
  // Scientific and clinical
  'Clinical research',
  'Clinical trials',
  'GCP',
  'GLP',
  'GMP',
  'Laboratory techniques',
  'PCR',
  'HPLC',
  'Cell culture',
  'Microbiology',
  'Chemistry',
  'Data collection',
  'Regulatory affairs',
  'SAS',
  'R',
  // Across categories
  'Communication',
  'Leadership',
  'Team leadership',
  'Training',
  'Scheduling',
  'Data entry',
  'Microsoft Office',
  'Word',
  'Outlook',
  'Google Workspace',
  'Spanish',
  'Bilingual',
  'Negotiation',
  'Problem solving',
];

/** Words that end most job titles (the last word of "Senior Software Engineer"). */
const TITLE_NOUNS = new Set(
  (
    'engineer developer programmer architect administrator analyst manager director nurse technician technologist ' +
    'specialist accountant bookkeeper clerk assistant associate coordinator consultant designer scientist ' +
    'paralegal attorney lawyer counsel operator supervisor officer representative pharmacist therapist ' +
    'electrician mechanic machinist welder driver cashier controller auditor recruiter lead tester chemist ' +
    'biologist researcher planner buyer estimator inspector aide assembler picker packer handler'
  ).split(' '),
);

const WORD_CHAR = 'A-Za-z0-9+#';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** A whole-term, case-insensitive pattern ("C++" and ".NET" included; "Go" never matches "good"). */
function termPattern(term: string): RegExp {
  const body = escapeRegExp(term).replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![${WORD_CHAR}])${body}(?![${WORD_CHAR}])`, 'i');
}

const patternCache = new Map<string, RegExp>();
function patternOf(term: string): RegExp {
  let pattern = patternCache.get(term);
  if (!pattern) {
    pattern = termPattern(term);
    if (patternCache.size < 5000) patternCache.set(term, pattern);
  }
  return pattern;
}

/** Terms too short or too common to suggest from free text unless written exactly so. */
const CASE_SENSITIVE = new Set(['Go', 'R', 'Word', 'Epic', 'SAS', 'CAD', 'CNA', 'LPN', 'GCP', 'GLP', 'GMP']);

/**
 * Skills named in the text, in the list's order, without duplicates (case-insensitive). `extra`
 * are the skills candidates already use; `exclude` those the candidate already has.
 */
export function findSkills(text: string, extra: readonly string[] = [], exclude: readonly string[] = []): string[] {
  const seen = new Set(exclude.map((s) => s.toLowerCase()));
  const found: string[] = [];
  for (const term of [...CURATED_SKILLS, ...extra]) {
    const name = term.trim();
    const key = name.toLowerCase();
    if (!name || name.length > 60 || seen.has(key)) continue;
    const pattern = patternOf(name);
    const match = pattern.exec(text);
    if (!match) continue;
    if (CASE_SENSITIVE.has(name) && match[0] !== name) continue;
    seen.add(key);
    found.push(name);
  }
  return found;
}

/** A job title from the first lines of a résumé: a short line whose last word is a title noun. */
export function findTitle(text: string): string | null {
  const lines = text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .slice(0, 12);
  for (const raw of lines) {
    const line = raw.replace(/^(title|position|current title|objective)\s*:\s*/i, '');
    const words = line.split(' ');
    if (words.length < 1 || words.length > 6 || line.length > 60) continue;
    if (!/^[A-Za-z][A-Za-z .&/,-]*$/.test(line)) continue;
    const last = words[words.length - 1]!.toLowerCase().replace(/[^a-z]/g, '');
    if (TITLE_NOUNS.has(last) || TITLE_NOUNS.has(last.replace(/s$/, ''))) return line;
  }
  return null;
}
