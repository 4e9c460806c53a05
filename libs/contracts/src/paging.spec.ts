import { fromNamedPage, paginationOf, toNamedPage, type Paginated } from './paging';

describe('paginationOf', () => {
  it.each([
    [1, 50, 120, { currentPage: 1, totalPages: 3, total: 120, limit: 50, hasPrevPage: false, hasNextPage: true }],
    [3, 50, 120, { currentPage: 3, totalPages: 3, total: 120, limit: 50, hasPrevPage: true, hasNextPage: false }],
    [2, 50, 100, { currentPage: 2, totalPages: 2, total: 100, limit: 50, hasPrevPage: true, hasNextPage: false }],
    [1, 50, 0, { currentPage: 1, totalPages: 1, total: 0, limit: 50, hasPrevPage: false, hasNextPage: false }],
    [5, 10, 12, { currentPage: 5, totalPages: 2, total: 12, limit: 10, hasPrevPage: true, hasNextPage: false }],
  ])('page %i of size %i over %i rows', (page, limit, total, expected) => {
    expect(paginationOf(page, limit, total)).toEqual(expected);
  });
});

describe('named pages', () => {
  it("renames items to the spec's list name and back", () => {
    const page: Paginated<{ id: string }> = { items: [{ id: 'm1' }], pagination: paginationOf(1, 100, 1) };
    const named = toNamedPage(page, 'mentors');
    expect(named).toEqual({ mentors: [{ id: 'm1' }], pagination: page.pagination });
    expect(fromNamedPage(named, 'mentors')).toEqual(page);
  });
});
