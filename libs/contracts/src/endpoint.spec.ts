import { endpoint, endpointKey, endpointName, type EndpointParams } from './endpoint';

describe('endpoint declarations', () => {
  const info = endpoint<{ data: { ok: boolean } }>()('GET', '/payment/info/:id');
  const status = endpoint<{ data: null; body: { status: string } }>()('PUT', '/admin/teams/:id/status');
  const submit = endpoint<{ data: null; body: { a: string } }>()('POST', '/payment/submit');
  const teams = endpoint<{ data: string[]; query: { page?: number } }>()('GET', '/admin/teams');

  it('fills the path parameters in order, each encoded so that it cannot change the route', () => {
    expect(info.path('1001')).toBe('/payment/info/1001');
    expect(info.path('a/b?c#d')).toBe('/payment/info/a%2Fb%3Fc%23d');
    expect(status.path(7)).toBe('/admin/teams/7/status');
    expect(submit.path()).toBe('/payment/submit');
  });

  it("answers 201 for a POST and 200 otherwise unless declared, as Nest's defaults", () => {
    expect([info.status, submit.status, endpoint<{ data: null }>()('POST', '/x', { status: 200 }).status]).toEqual([200, 201, 200]);
    expect(info.kind).toBe('json');
  });

  it('derives the name and the query key: name, parameters, then the query', () => {
    expect(endpointName(status)).toBe('PUT /admin/teams/:id/status');
    expect(endpointKey(info, ['1001'])).toEqual(['GET /payment/info/:id', '1001']);
    expect(endpointKey(teams, [], { page: 2 })).toEqual(['GET /admin/teams', { page: 2 }]);
    expect(endpointKey(teams)).toEqual(['GET /admin/teams']);
  });

  it('types the parameters from the template', () => {
    const params: EndpointParams<typeof status> = ['id-1'];
    expect(status.path(...params)).toBe('/admin/teams/id-1/status');
  });
});

