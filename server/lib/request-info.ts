/** Who is asking, for audit entries and throttling: what a service may know of a request. */
export interface RequestInfo {
  ip: string;
  userAgent: string;
  /**
   * Set while a staff member views the portal as a candidate (docs/architecture.md §5, the session user's `ghost` flag): the request
   * runs as the candidate, and services refuse every change it asks for (server/lib/viewing.ts).
   */
  viewing?: { actorId: number; candidateId: number };
}
