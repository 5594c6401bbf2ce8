import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { mockFetch } from './fetchMock';
import { ConsoleApp } from '../../src/console/ConsoleApp';
import { operatorSession } from '../../src/console/operatorSession';
import en from '../../src/console/en';
import nl from '../../src/console/nl';

/**
 * The audit log in words (issue 37): who, what and on whom in the operator's language, details as
 * lines; and a text for every action the server writes to the log.
 */
const root = resolve(__dirname, '../..');
const filesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });

/**
 * Every action key the server writes: the keys of recordAudit's and recordClubAction's calls (a dotted
 * 'kind.verb' on an `action:` line or in a recordClubAction call), and the audited reads (routes/operator).
 */
function writtenActions(): string[] {
  const actions = new Set<string>();
  for (const file of filesUnder(join(root, 'server'))) {
    const text = readFileSync(file, 'utf8');
    if (!/recordAudit\(|recordClubAction\(/.test(text)) continue;
    for (const [, key] of text.matchAll(/action: '([a-z]+\.[A-Za-z]+)'/g)) actions.add(key!);
    for (const [, call] of text.matchAll(/recordClubAction\(([^;]*?)\);/gs)) {
      for (const [, key] of call!.matchAll(/'([a-z]+\.[A-Za-z]+)'/g)) actions.add(key!);
    }
    // The reads of an audited resource: `${audited.kind}.list` and `.read`, kinds named where they are registered.
    for (const [, verb] of text.matchAll(/`\$\{audited\.kind\}\.([A-Za-z]+)`/g)) {
      const resources = readFileSync(join(root, 'server/routes/operator/resources.ts'), 'utf8');
      for (const [, kind] of resources.matchAll(/\{ kind: '([a-z]+)' \}/g)) actions.add(`${kind}.${verb}`);
    }
  }
  return [...actions].sort();
}

const textOf = (catalogue: typeof en, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue.console.audit.actions);

describe("the audit log's actions", () => {
  it('have a text in English and Dutch for every action the server writes', () => {
    const actions = writtenActions();
    // The scan finds the calls (a change of their form must not leave it finding nothing).
    expect(actions).toEqual(expect.arrayContaining(['person.erase', 'guardian.add', 'consent.set', 'team.movePlayers', 'team.addTrainers', 'person.read', 'mail.list']));
    expect(actions.filter((action) => typeof textOf(en, action) !== 'string')).toEqual([]);
    expect(actions.filter((action) => typeof textOf(nl, action) !== 'string')).toEqual([]);
  });
});

const manager = { id: '5d0c1f9e-0000-4000-8000-000000000001', name: 'Anna de Vries', email: 'anna@zuiderpark.nl' };
const clubId = '5d0c1f9e-0000-4000-8000-0000000000c1';
const guardianId = '5d0c1f9e-0000-4000-8000-000000000003';
const entries = [
  {
    id: '2', at: '2026-11-27T12:00:00.000Z', actorKind: 'person', actorId: manager.id, actorEmail: manager.email, actorName: manager.name, actorErased: false,
    clubId, clubName: 'VV Zuiderpark', action: 'person.erase', targetKind: 'person', targetId: '5d0c1f9e-0000-4000-8000-000000000002',
    targetName: null, targetErased: true, details: null, detailNames: null, ip: '127.0.0.1',
  },
  {
    id: '1', at: '2026-11-27T11:00:00.000Z', actorKind: 'person', actorId: manager.id, actorEmail: manager.email, actorName: manager.name, actorErased: false,
    clubId, clubName: 'VV Zuiderpark', action: 'guardian.add', targetKind: 'person', targetId: '5d0c1f9e-0000-4000-8000-000000000004',
    targetName: 'Daan van Dijk', targetErased: false, details: JSON.stringify({ guardianId }), detailNames: JSON.stringify({ [guardianId]: 'Gerda Guard' }), ip: '127.0.0.1',
  },
];

const renderAudit = (locale: 'en' | 'nl') => {
  operatorSession.set('operator-token');
  localStorage.setItem('RaStore.locale', JSON.stringify(locale));
  mockFetch({
    'GET /admin/auth/me': { status: 200, body: { id: 'op-1', email: 'support@touchline.test' } },
    'GET /admin/rest/audit': { status: 200, body: entries, headers: { 'Content-Range': 'audit 0-1/2' } },
    'GET /admin/rest/clubs': { status: 200, body: [], headers: { 'Content-Range': 'clubs 0-0/0' } },
  });
  render(
    <MemoryRouter initialEntries={['/admin/audit']}>
      <Routes>
        <Route path="/admin/*" element={<ConsoleApp />} />
      </Routes>
    </MemoryRouter>,
  );
};

afterEach(() => {
  localStorage.removeItem('RaStore.locale');
  operatorSession.clear();
});

describe('the audit list', () => {
  it('says who, what and on whom in English, with the details as lines', async () => {
    renderAudit('en');
    expect(await screen.findByText('Erased a person')).toBeTruthy();
    expect(screen.getByText('Added a guardian')).toBeTruthy();
    expect(screen.getAllByText(manager.name)).toHaveLength(2);
    expect(screen.getAllByText(manager.email)).toHaveLength(2);
    expect(screen.getByText('erased person')).toBeTruthy();
    expect(screen.getByText('Daan van Dijk')).toBeTruthy();
    expect(screen.getByText('Guardian: Gerda Guard')).toBeTruthy();
    expect(screen.queryByText('person.erase')).toBeNull();
    expect(screen.queryByText(guardianId, { exact: false })).toBeNull();
  });

  it('says them in Dutch in the Dutch console', async () => {
    renderAudit('nl');
    expect(await screen.findByText('Persoon gewist')).toBeTruthy();
    expect(screen.getByText('Ouder/verzorger toegevoegd')).toBeTruthy();
    expect(screen.getByText('gewist persoon')).toBeTruthy();
    expect(screen.getByText('Ouder/verzorger: Gerda Guard')).toBeTruthy();
    expect(screen.getAllByText(manager.name)).toHaveLength(2);
    expect(screen.queryByText('guardian.add')).toBeNull();
  });
});
