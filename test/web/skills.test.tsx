import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOCALE_KEY } from '../../src/providers/i18nProvider';
import { mockFetch, type Call } from './fetchMock';
import { renderSignedInAt, shellApi } from './clubStructureHarness';
import { EMPTY_GUID } from '../../contract/ids';


const skillSet = [
  { id: '00000000-0000-4000-8000-000000000301', skillName: 'Passing', category: 'Technique', order: 1, isActive: true },
  { id: '00000000-0000-4000-8000-000000000302', skillName: 'Positioning', category: 'Tactics', order: 2, isActive: true },
  { id: '00000000-0000-4000-8000-000000000303', skillName: 'Speed', category: 'Physical', order: 3, isActive: false },
];

const saves = (calls: Call[]) => calls.filter((call) => call.path === '/api/MasterData/SaveSkills');
const section = () => screen.getByRole('region', { name: "The club's skill set" });
const names = () => within(section()).getAllByRole('textbox', { name: 'Skill name' }) as HTMLInputElement[];
const categories = () => within(section()).getAllByRole('textbox', { name: 'Category' }) as HTMLInputElement[];
const actives = () => within(section()).getAllByRole('switch', { name: 'Active' }) as HTMLInputElement[];
const saveButton = () => within(section()).getByRole('button', { name: 'Save skills' });

describe("the settings page's Skills section", () => {
  it('is in the left nav beside General settings and lists the skills in order, deactivated ones unticked', async () => {
    mockFetch({ ...shellApi, 'GET /api/MasterData/GetSkills': { status: 200, body: skillSet } });
    renderSignedInAt('/general-settings');
    const nav = await screen.findByRole('navigation', { name: 'Club settings' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['General settings', 'Skills', 'Families and privacy']);
    fireEvent.click(within(nav).getByRole('link', { name: 'Skills' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Skills' })).toBeTruthy();
    await waitFor(() => expect(names().map((input) => input.value)).toEqual(['Passing', 'Positioning', 'Speed']));
    expect(categories().map((input) => input.value)).toEqual(['Technique', 'Tactics', 'Physical']);
    expect(actives().map((box) => box.checked)).toEqual([true, true, false]);
    // Saved skills are never deleted: no remove button for them.
    expect(within(section()).queryByRole('button', { name: /remove/i })).toBeNull();
  });

  it('renames, changes a category, reorders with the keyboard-usable buttons, deactivates, reactivates and adds; one save sends the whole list', async () => {
    const calls = mockFetch({
      ...shellApi,
      'GET /api/MasterData/GetSkills': { status: 200, body: skillSet },
      'POST /api/MasterData/SaveSkills': { status: 200, body: { isSucceeded: true, errorMessage: null } },
    });
    renderSignedInAt('/general-settings?section=skills');
    await waitFor(() => expect(names()).toHaveLength(3));

    fireEvent.change(names()[0]!, { target: { value: 'Short passing' } });
    fireEvent.change(categories()[1]!, { target: { value: 'Game insight' } });
    // The buttons are named after the skill they move, and reflect a rename at once.
    const down = within(section()).getByRole('button', { name: 'Move Short passing down' }) as HTMLButtonElement;
    expect((within(section()).getByRole('button', { name: 'Move Short passing up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(down);
    await waitFor(() => expect(names().map((input) => input.value)).toEqual(['Positioning', 'Short passing', 'Speed']));
    fireEvent.click(actives()[0]!); // deactivate Positioning
    fireEvent.click(actives()[2]!); // reactivate Speed
    fireEvent.click(within(section()).getByRole('button', { name: 'Add skill' }));
    await waitFor(() => expect(names()).toHaveLength(4));
    fireEvent.change(names()[3]!, { target: { value: 'Focus' } });
    fireEvent.change(categories()[3]!, { target: { value: 'Mental' } });

    fireEvent.click(saveButton());
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toEqual([
      { id: '00000000-0000-4000-8000-000000000302', skillName: 'Positioning', category: 'Game insight', order: 1, isActive: false },
      { id: '00000000-0000-4000-8000-000000000301', skillName: 'Short passing', category: 'Technique', order: 2, isActive: true },
      { id: '00000000-0000-4000-8000-000000000303', skillName: 'Speed', category: 'Physical', order: 3, isActive: true },
      { id: EMPTY_GUID, skillName: 'Focus', category: 'Mental', order: 4, isActive: true },
    ]);
    expect(await screen.findByText('The skill set has been saved.')).toBeTruthy();
    // The list is read back from the server after the save.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/MasterData/GetSkills')).toHaveLength(2));
  });

  it("shows the server's refusal (isSucceeded false) and keeps the edits", async () => {
    const refusal = 'At least one skill stays active: reactivate a skill or keep one active.';
    const calls = mockFetch({
      ...shellApi,
      'GET /api/MasterData/GetSkills': { status: 200, body: skillSet.slice(0, 1) },
      'POST /api/MasterData/SaveSkills': { status: 200, body: { isSucceeded: false, errorMessage: refusal } },
    });
    renderSignedInAt('/general-settings?section=skills');
    await waitFor(() => expect(names()).toHaveLength(1));
    fireEvent.click(actives()[0]!);
    fireEvent.click(saveButton());
    expect(await within(section()).findByText(refusal)).toBeTruthy();
    expect(saves(calls)).toHaveLength(1);
    expect(actives()[0]!.checked).toBe(false);
  });

  it("shows a 400's sentence, e.g. a name given twice", async () => {
    const message = "The name 'Passing' is given to two skills: skill names must differ.";
    mockFetch({
      ...shellApi,
      'GET /api/MasterData/GetSkills': { status: 200, body: skillSet },
      'POST /api/MasterData/SaveSkills': { status: 400, body: { statusCode: 400, error: 'Bad Request', message } },
    });
    renderSignedInAt('/general-settings?section=skills');
    await waitFor(() => expect(names()).toHaveLength(3));
    fireEvent.change(names()[1]!, { target: { value: 'passing' } });
    fireEvent.click(saveButton());
    expect(await within(section()).findByText(`The skill set could not be saved. ${message}`)).toBeTruthy();
  });

  it('is in Dutch too', async () => {
    localStorage.setItem(LOCALE_KEY, 'nl');
    mockFetch({ ...shellApi, 'GET /api/MasterData/GetSkills': { status: 200, body: skillSet } });
    renderSignedInAt('/general-settings?section=skills');
    const region = await screen.findByRole('region', { name: 'De vaardigheden van de club' });
    await waitFor(() => expect(within(region).getAllByRole('textbox', { name: 'Naam van de vaardigheid' })).toHaveLength(3));
    expect(within(region).getByRole('button', { name: 'Passing omlaag' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Vaardigheden opslaan' })).toBeTruthy();
  });
});
