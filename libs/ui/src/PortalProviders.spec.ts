import { QueryClient } from '@tanstack/react-query';
import { createSessionStore } from '@hackathon/session';
import type { SessionUser } from '@hackathon/contracts';
import { forgetAnswersOfPreviousUser } from './PortalProviders';

const person = (id: string): SessionUser => ({ _id: id, id, role: 'school_admin', fullName: `Admin ${id}`, email: `${id}@example.com`, schoolCode: '12345' });

describe("the cache forgets the previous person's answers", () => {
  const setup = () => {
    const store = createSessionStore();
    const client = new QueryClient();
    const stop = forgetAnswersOfPreviousUser(store, client);
    const cached = () => client.getQueryData(['registration', 'mine']);
    return { store, client, stop, cached };
  };

  it('keeps what the first sign-in seeded, and drops everything when that person signs out', () => {
    const { store, client, stop, cached } = setup();
    client.setQueryData(['registration', 'mine'], { schoolCode: '12345' });
    store.login({ token: 'a', user: person('a') });
    expect(cached()).toEqual({ schoolCode: '12345' });
    store.logout();
    expect(cached()).toBeUndefined();
    stop();
  });

  it('drops the answers when another account signs in on the same tab (no sign-out in between)', () => {
    const { store, client, stop, cached } = setup();
    store.login({ token: 'a', user: person('a') });
    client.setQueryData(['registration', 'mine'], { schoolCode: '12345' });
    store.login({ token: 'b', user: person('b') });
    expect(cached()).toBeUndefined();
    stop();
  });

  it('keeps them while the same person stays signed in', () => {
    const { store, client, stop, cached } = setup();
    store.login({ token: 'a', user: person('a') });
    client.setQueryData(['registration', 'mine'], { schoolCode: '12345' });
    store.updateUser({ fullName: 'Renamed' });
    expect(cached()).toEqual({ schoolCode: '12345' });
    stop();
  });
});
