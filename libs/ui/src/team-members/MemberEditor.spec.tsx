import { emptyMember, type MemberDraft } from '@hackathon/contracts';
import { byId, click, mount, pageText, type Mounted } from '../testing';
import { MemberEditor, type MemberEditorProps } from './MemberEditor';

const kavya: MemberDraft = { ...emptyMember(true), key: 'k1', memberId: 'A1001JR1-M1', name: 'Kavya', studentId: 'S1', class: 9, fathersName: 'Ramesh', gender: 'female' };
const blank: MemberDraft = { ...emptyMember(), key: 'k2' };

function props(overrides: Partial<MemberEditorProps> = {}): MemberEditorProps {
  return {
    members: [kavya, blank],
    category: 'jr',
    wording: {
      heading: 'Team Members',
      labels: { name: 'Student Name', studentId: 'Student ID', class: 'Class', fathersName: "Father's Name", gender: 'Gender' },
      firstField: 'name',
    },
    fieldId: (field, key) => `t-${key}-${field}`,
    listErrorId: 't-members',
    errorsOf: () => ({}),
    canRemove: true,
    leaderControl: 'radio',
    onAdd: jest.fn(),
    onChange: jest.fn(),
    onLeader: jest.fn(),
    onRemove: jest.fn(),
    ...overrides,
  };
}

/** The labels of the first row's name and student ID fields, in the order they stand. */
function firstRowLabels(): string[] {
  const label = (field: string) => (document.getElementById(`t-k1-${field}-label`)?.textContent ?? '').replace(/\s*\*$/, '').trim();
  const nameFirst = Boolean(byId('t-k1-name').compareDocumentPosition(byId('t-k1-studentId')) & Node.DOCUMENT_POSITION_FOLLOWING);
  return nameFirst ? [label('name'), label('studentId')] : [label('studentId'), label('name')];
}

describe('MemberEditor', () => {
  let view: Mounted | undefined;
  afterEach(() => view?.unmount());

  it("shows the form's wording, the count and the row errors, with the ids the form focuses", async () => {
    const p = props({ listError: 'A team must have exactly one leader', errorsOf: (m) => (m.key === 'k2' ? { name: 'This field is required' } : {}) });
    view = await mount(<MemberEditor {...p} />);
    expect(pageText()).toContain('Team Members (2/5)');
    expect(byId('t-members').textContent).toBe('A team must have exactly one leader');
    expect(firstRowLabels()).toEqual(['Student Name', 'Student ID']);
    expect(byId('t-k1-studentId').value).toBe('S1');
    expect(document.getElementById('t-k2-name-helper-text')?.textContent).toBe('This field is required');
    expect(document.querySelectorAll('input[type="radio"]')).toHaveLength(2);
  });

  it('puts the student ID first, captions the member ID and reports the leader checkbox by member', async () => {
    const onLeader = jest.fn();
    const p = props({
      wording: { ...props().wording, heading: 'Members', firstField: 'studentId', note: 'Slots left completely blank are not saved.', caption: (m) => (m.memberId ? `Member ID ${m.memberId}` : 'New member') },
      leaderControl: 'checkbox',
      leaderId: (key) => `t-${key}-isLeader`,
      onLeader,
    });
    view = await mount(<MemberEditor {...p} />);
    expect(firstRowLabels()).toEqual(['Student ID', 'Student Name']);
    expect(pageText()).toContain('Member ID A1001JR1-M1');
    expect(pageText()).toContain('New member');
    expect(pageText()).toContain('Slots left completely blank are not saved.');
    await click(byId('t-k1-isLeader'));
    expect(onLeader).toHaveBeenCalledWith('k1', false);
  });

  it('offers no class before a category is chosen and stops adding at five members', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ ...emptyMember(i === 0), key: `m${i}` }));
    view = await mount(<MemberEditor {...props({ members: five, category: '' })} />);
    expect(byId('t-m0-class').getAttribute('aria-disabled')).toBe('true');
    const add = [...document.querySelectorAll('button')].find((el) => el.textContent?.trim() === 'Add Member') as HTMLButtonElement;
    expect(add.disabled).toBe(true);
  });
});
