import { BadRequestException, type ArgumentMetadata } from '@nestjs/common';
import { LIST_MAX_LIMIT, PAGING_MSG } from '@hackathon/contracts';
import { createValidationPipe } from '../validation';
import { FilterIn, ListQueryDto, SortableListQuery } from './list-query.dto';

const SORT_KEYS = ['name', 'createdAt'] as const;

class TeamsQuery extends SortableListQuery(SORT_KEYS) {
  @FilterIn(['ACTIVE', 'INACTIVE', 'SUSPENDED'])
  status?: string;
}

const pipe = createValidationPipe();

/** What Nest does with `@Query() q: TeamsQuery`: every value arrives as text. */
function parse<T>(metatype: new () => T, query: Record<string, unknown>): Promise<T> {
  const metadata: ArgumentMetadata = { type: 'query', metatype, data: undefined };
  return pipe.transform(query, metadata) as Promise<T>;
}

async function refusal(metatype: new () => unknown, query: Record<string, unknown>): Promise<{ message: string; details: { path: string; msg: string }[] }> {
  try {
    await parse(metatype, query);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).getResponse() as { message: string; details: { path: string; msg: string }[] };
  }
  throw new Error(`expected a 400 for ${JSON.stringify(query)}`);
}

describe('ListQueryDto', () => {
  it('defaults to page 1, limit 50, no search', async () => {
    const query = await parse(ListQueryDto, {});
    expect(query).toBeInstanceOf(ListQueryDto);
    expect(query).toMatchObject({ page: 1, limit: 50 });
    expect(query.search).toBeUndefined();
  });

  it('turns the text of page and limit into numbers, trims search, lower-cases order', async () => {
    const query = await parse(ListQueryDto, { page: '3', limit: ' 25 ', search: '  delhi  ', order: 'DESC' });
    expect(query).toMatchObject({ page: 3, limit: 25, search: 'delhi', order: 'desc' });
  });

  it('treats blank values as not given', async () => {
    const query = await parse(ListQueryDto, { page: '', limit: ' ', search: '   ', order: '' });
    expect(query).toMatchObject({ page: 1, limit: 50 });
    expect(query.search).toBeUndefined();
    expect(query.order).toBeUndefined();
  });

  it.each([
    ['page 0', { page: '0' }, PAGING_MSG.page],
    ['a negative page', { page: '-2' }, PAGING_MSG.page],
    ['a non-numeric page', { page: 'abc' }, PAGING_MSG.page],
    ['a fractional page', { page: '1.5' }, PAGING_MSG.page],
    ['a repeated page', { page: ['1', '2'] }, PAGING_MSG.page],
    ['a page past the cap', { page: '1000001' }, PAGING_MSG.pageTooLarge],
    ['an absurd page', { page: '99999999999999999999999' }, PAGING_MSG.pageTooLarge],
    ['limit 10,000', { limit: '10000' }, PAGING_MSG.limit],
    ['limit 0', { limit: '0' }, PAGING_MSG.limit],
    ['a negative limit', { limit: '-5' }, PAGING_MSG.limit],
    ['a non-numeric limit', { limit: 'ten' }, PAGING_MSG.limit],
    ['a long search', { search: 'x'.repeat(101) }, PAGING_MSG.search],
    ['a repeated search', { search: ['a', 'b'] }, PAGING_MSG.search],
    ['an unknown order', { order: 'up' }, PAGING_MSG.order],
  ])('refuses %s with one clear message', async (_label, query, message) => {
    const body = await refusal(ListQueryDto, query);
    expect(body.message).toBe(message);
    expect(body.details).toEqual([{ path: Object.keys(query)[0], msg: message }]);
  });

  it(`accepts the largest page size (${LIST_MAX_LIMIT}) and a 100-character search`, async () => {
    const query = await parse(ListQueryDto, { limit: String(LIST_MAX_LIMIT), search: 'y'.repeat(100) });
    expect(query.limit).toBe(LIST_MAX_LIMIT);
  });

  it('refuses parameters the list does not declare (forbidNonWhitelisted)', async () => {
    const body = await refusal(ListQueryDto, { sort: 'name' });
    expect(body.message).toContain('sort');
  });
});

describe('SortableListQuery and FilterIn', () => {
  it('takes a whitelisted sort key and a filter in any case, answering the canonical value', async () => {
    const query = await parse(TeamsQuery, { sort: 'createdAt', order: 'asc', status: 'inactive' });
    expect(query).toMatchObject({ sort: 'createdAt', order: 'asc', status: 'INACTIVE', page: 1, limit: 50 });
  });

  it("treats the spec's 'all' option and a blank filter as no filter", async () => {
    expect((await parse(TeamsQuery, { status: 'all' })).status).toBeUndefined();
    expect((await parse(TeamsQuery, { status: ' ' })).status).toBeUndefined();
  });

  it('refuses a sort key outside the whitelist, naming the allowed keys', async () => {
    const body = await refusal(TeamsQuery, { sort: 'password_hash' });
    expect(body.message).toBe(PAGING_MSG.sort(SORT_KEYS));
    expect(body.message).toBe('sort must be one of: name, createdAt');
  });

  it('refuses a filter value outside its options', async () => {
    const body = await refusal(TeamsQuery, { status: 'WINNER' });
    expect(body.message).toBe('status must be one of: ACTIVE, INACTIVE, SUSPENDED');
  });

  it('still applies the paging rules in a subclass', async () => {
    const body = await refusal(TeamsQuery, { page: '0', status: 'ACTIVE' });
    expect(body.message).toBe(PAGING_MSG.page);
  });
});
