/** Who is asking, for audit entries and throttling: what a service may know of a request. */
export interface RequestInfo {
  ip: string;
  userAgent: string;
}
