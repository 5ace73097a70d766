/** A plain open job for stories that need one to exist, not any job in particular. */
export const aJob = (title = 'Picker', openedAt = Date.now()) => ({
  title,
  description: '<p>Pick.</p>',
  corpTitle: 'Fabrikam',
  employmentType: 'Contract' as const,
  category: 'Distribution' as const,
  location: 'Austin, TX',
  postalCode: '78701',
  openedAt,
});

/** Applies in one click as `agent`'s candidate and answers the new application's id. */
export async function applyTo(
  agent: { post(url: string): PromiseLike<unknown>; get(url: string): PromiseLike<{ body: unknown }> },
  jobOrderId: number,
): Promise<number> {
  const applied = (await agent.post(`/api/jobsearch/apply/${jobOrderId}`)) as { status: number };
  if (applied.status !== 200) throw new Error(`apply answered ${applied.status}`);
  const list = (await agent.get('/api/me/applications')).body as { id: number; jobOrderId: number }[];
  return list.find((a) => a.jobOrderId === jobOrderId)!.id;
}
