import { BadRequestException } from '@nestjs/common';
import type { ValidationError } from '@nestjs/common';
import { clipText, MAX_VALIDATION_DETAILS, validationException } from './validation';

type Answer = { message: string; details: Array<{ path: string; msg: string }>; errors: unknown };

function answer(errors: ValidationError[]): Answer {
  const exception = validationException(errors);
  expect(exception).toBeInstanceOf(BadRequestException);
  return exception.getResponse() as Answer;
}

/** What the validation pipe reports for an unknown key (forbidNonWhitelisted). */
const unknownKey = (property: string): ValidationError => ({ property, constraints: { whitelistValidation: `property ${property} should not exist` }, children: [] });

describe('validationException', () => {
  it('lists every problem of an ordinary form, nested paths included', () => {
    const errors: ValidationError[] = [
      { property: 'email', constraints: { isEmail: 'Please enter a valid email address' }, children: [] },
      { property: 'members', children: [{ property: '0', children: [{ property: 'name', constraints: { isNotEmpty: 'Name is required' }, children: [] }] }] },
    ];
    expect(answer(errors)).toMatchObject({
      message: 'Please enter a valid email address',
      details: [
        { path: 'email', msg: 'Please enter a valid email address' },
        { path: 'members.0.name', msg: 'Name is required' },
      ],
    });
  });

  it('lists one problem per field: the topmost rule\'s message, however many rules refuse it', () => {
    // class-validator lists constraints bottom-up: @Required (top) last
    const errors: ValidationError[] = [
      { property: 'teamId', constraints: { maxLength: 'Must be no more than 20 characters', isString: 'This field is required', required: 'This field is required' }, children: [] },
      { property: 'password', constraints: { isNotEmpty: 'Please fill in all fields', required: 'Please fill in all fields' }, children: [] },
    ];
    expect(answer(errors).details).toEqual([
      { path: 'teamId', msg: 'This field is required' },
      { path: 'password', msg: 'Please fill in all fields' },
    ]);
  });

  it('keeps the first MAX_VALIDATION_DETAILS problems of a wide body, in order', () => {
    const { message, details, errors } = answer(Array.from({ length: 5_000 }, (_, i) => unknownKey(`k${i}`)));
    expect(details).toHaveLength(MAX_VALIDATION_DETAILS);
    expect(details[0]).toEqual({ path: 'k0', msg: 'property k0 should not exist' });
    expect(details.at(-1)?.path).toBe(`k${MAX_VALIDATION_DETAILS - 1}`);
    expect(errors).toEqual(details);
    expect(message).toBe('property k0 should not exist');
  });

  it('never echoes a huge key: paths and the names in messages are clipped, other text is kept', () => {
    const key = 'x'.repeat(100_000);
    const { message, details } = answer([unknownKey(key)]);
    expect(details[0]).toEqual({ path: clipText(key), msg: `property ${clipText(key)} should not exist` });
    expect(message).toBe(details[0].msg);
    expect(JSON.stringify(answer(Array.from({ length: 1_000 }, (_, i) => unknownKey(`${i}${key}`)))).length).toBeLessThan(25_000);
    // a long message of our own (a list of choices) is not cut
    const choices = `region must be one of: ${'Agra, '.repeat(60)}Delhi`;
    expect(answer([{ property: 'region', constraints: { isIn: choices }, children: [] }]).details[0].msg).toBe(choices);
  });
});

describe('clipText', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(clipText('members.0.name')).toBe('members.0.name');
    const clipped = clipText('a'.repeat(1_000));
    expect(clipped).toHaveLength(100);
    expect(clipped.endsWith('…')).toBe(true);
  });
});
