/**
 * schema.org JobPosting for Google for Jobs: only while one open job is shown. The script element
 * is created with createElement and filled through textContent: it is data, never executed, so the
 * CSP (which blocks inline scripts) has nothing to object to.
 */
import { useEffect } from 'react';
import type { EmploymentType } from '../../../common/jobs';

export interface JobPostingInput {
  title: string;
  description: string;
  opened: string;
  corpTitle: string;
  location: string;
  postalCode: string | null;
  employmentType: EmploymentType;
  open: boolean;
}

export function jobPosting(job: JobPostingInput): Record<string, unknown> {
  const [city = job.location, region = ''] = job.location.split(',').map((s) => s.trim());
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.opened.slice(0, 10),
    employmentType: job.employmentType === 'Contract' ? 'CONTRACTOR' : 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: job.corpTitle },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: city,
        addressRegion: region.replace(/\s*\d{5}$/, ''),
        ...(job.postalCode ? { postalCode: job.postalCode } : {}),
        addressCountry: 'US',
      },
    },
  };
}

export function useJobPostingJsonLd(job: JobPostingInput | null): void {
  const json = job && job.open ? JSON.stringify(jobPosting(job)) : null;
  useEffect(() => {
    if (!json) return undefined;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.jobPosting = 'true';
    script.textContent = json;
    document.head.appendChild(script);
    return () => script.remove();
  }, [json]);
}
