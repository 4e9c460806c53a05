import { MSG, type Mentor } from '@hackathon/contracts';
import {
  EMPTY_MENTOR_FORM,
  duplicateMentorFields,
  firstErrorField,
  mentorToForm,
  missingMentorFields,
  normaliseContact,
  toMentorInput,
  validateMentorField,
  validateMentorForm,
  type MentorFormValues,
} from './mentorForm';

const valid: MentorFormValues = {
  teacherId: 'EMP-1024',
  name: 'Asha Verma',
  designation: 'PGT Computer Science',
  gender: 'female',
  contactNumber: '9876543210',
  emailId: 'Asha.Verma@Example.org',
};

describe('mentor form rules', () => {
  it('accepts a complete, well-formed mentor', () => {
    expect(validateMentorForm(valid)).toEqual({});
  });

  it('requires every field', () => {
    const errors = validateMentorForm(EMPTY_MENTOR_FORM);
    expect(Object.values(errors)).toEqual(Array(6).fill(MSG.required));
    expect(validateMentorField('name', '   ')).toBe(MSG.required);
  });

  it('allows letters, digits and hyphens in the teacher ID, at most 20', () => {
    expect(validateMentorField('teacherId', 'EMP 1')).toBe('Only letters, numbers, and hyphens are allowed');
    expect(validateMentorField('teacherId', 'EMP_1')).toBe(MSG.teacherIdChars);
    expect(validateMentorField('teacherId', 'A'.repeat(20))).toBeUndefined();
    expect(validateMentorField('teacherId', 'A'.repeat(21))).toBe('Teacher ID must be 20 characters or less');
  });

  it('caps the name at 100 and the designation at 50', () => {
    expect(validateMentorField('name', 'n'.repeat(100))).toBeUndefined();
    expect(validateMentorField('name', 'n'.repeat(101))).toBe('Must be no more than 100 characters');
    expect(validateMentorField('designation', 'd'.repeat(51))).toBe('Must be no more than 50 characters');
  });

  it('takes only male, female or other as gender', () => {
    expect(validateMentorField('gender', 'unknown')).toBe('Please select a valid gender');
    expect(validateMentorField('gender', 'other')).toBeUndefined();
  });

  it('needs exactly 10 digits for the contact number', () => {
    expect(validateMentorField('contactNumber', '98765')).toBe('Must be a valid 10-digit number');
    expect(validateMentorField('contactNumber', '98765abcde')).toBe(MSG.invalidContact);
  });

  it('needs a simple email address', () => {
    expect(validateMentorField('emailId', 'asha@school')).toBe('Please enter a valid email address');
    expect(validateMentorField('emailId', 'asha@school.in')).toBeUndefined();
  });
});

describe('contact input', () => {
  it('strips non-digits and caps at 10', () => {
    expect(normaliseContact('+91 98765-43210')).toBe('9198765432');
    expect(normaliseContact('98a76')).toBe('9876');
  });
});

describe('missing fields and focus', () => {
  it('lists missing fields by label, the school code included', () => {
    expect(missingMentorFields({ ...valid, name: '', emailId: ' ' }, '')).toEqual(['Name', 'Email', 'School Code']);
    expect(MSG.missingFields(missingMentorFields({ ...valid, name: '' }, '1001'))).toBe('Missing required fields: Name');
  });

  it('focuses the first error in form order, ignoring unknown paths', () => {
    expect(firstErrorField({ emailId: 'x', teacherId: 'y' })).toBe('teacherId');
    expect(firstErrorField({ schoolCode: 'x' })).toBeNull();
  });
});

describe('request body', () => {
  it('trims, lower-cases the email and keeps only digits of the contact', () => {
    expect(toMentorInput({ ...valid, name: '  Asha Verma ', contactNumber: '98765 43210' }, '1001')).toEqual({
      teacherId: 'EMP-1024',
      name: 'Asha Verma',
      designation: 'PGT Computer Science',
      gender: 'female',
      contactNumber: '9876543210',
      emailId: 'asha.verma@example.org',
      schoolCode: '1001',
    });
  });

  it('fills the form from a mentor, dropping an unknown gender', () => {
    const mentor = { ...valid, gender: null, _id: 'm1', mentorId: 'M1' } as unknown as Mentor;
    expect(mentorToForm(mentor)).toEqual({ ...valid, gender: '' });
  });
});

describe('duplicate warnings', () => {
  const others = [
    { _id: 'a', mentorId: 'MA', teacherId: 'emp-1024', contactNumber: '9000000000', emailId: 'asha.verma@example.org' },
    { _id: 'b', mentorId: 'MB', teacherId: 'X-2', contactNumber: '9876543210', emailId: 'b@example.org' },
  ];

  it('names the fields another mentor already uses (case-insensitive)', () => {
    expect(duplicateMentorFields(valid, others)).toEqual(['teacherId', 'contactNumber', 'emailId']);
  });

  it('ignores the mentor being edited', () => {
    expect(duplicateMentorFields(valid, others, 'a')).toEqual(['contactNumber']);
    expect(duplicateMentorFields(valid, others, 'MB')).toEqual(['teacherId', 'emailId']);
  });

  it('never matches empty values', () => {
    expect(duplicateMentorFields(EMPTY_MENTOR_FORM, [{ ...others[0], teacherId: '', contactNumber: '', emailId: '' }])).toEqual([]);
  });
});
