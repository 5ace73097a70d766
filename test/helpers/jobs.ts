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
