/** The address of an application's voluntary self-identification (a module of its own: the screens that link there carry nothing else of the form). */
export const selfIdPath = (applicationId: number) => `/applications/${applicationId}/self-identification`;
