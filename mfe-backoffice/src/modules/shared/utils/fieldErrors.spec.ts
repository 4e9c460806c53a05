import { fieldErrorsOf } from './fieldErrors';

describe('fieldErrorsOf', () => {
  it('reads field errors only from a list of {path, msg}', () => {
    expect(fieldErrorsOf([{ path: 'a', msg: 'b' }, { nope: 1 }, null])).toEqual([{ path: 'a', msg: 'b' }]);
    expect(fieldErrorsOf({ any: 'thing' })).toEqual([]);
  });
});
