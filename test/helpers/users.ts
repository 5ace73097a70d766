/** An account created through the auth service, and a supertest agent signed in as it. */
import request from 'supertest';
import type { TestServer } from './server';

export interface SignedInUser {
  agent: ReturnType<typeof request.agent>;
  id: number;
}

export async function signedInUser(
  server: TestServer,
  user: { email: string; password: string; firstName: string; role: 'candidate' | 'staff' | 'admin' },
): Promise<SignedInUser> {
  const id = await server.services.auth.createUser({ ...user, lastName: 'Test', confirmed: true });
  const agent = request.agent(server.url);
  await agent.post('/login').type('form').send({ username: user.email, password: user.password }).expect(303);
  return { agent, id };
}
