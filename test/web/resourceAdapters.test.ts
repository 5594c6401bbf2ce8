import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider';
import type { ResourceAdapter, Row } from '../../src/providers/resourceAdapter';

/** The dataProvider is the loop over the resources' adapters (issue 27): it sorts, pages and fills in what an adapter leaves out. */
const rows: Row[] = [
  { id: 'b', name: 'Bram' },
  { id: 'a', name: 'anna' },
  { id: 'c', name: 'Cas' },
];
const removed: string[][] = [];
const teams: ResourceAdapter = {
  getList: async () => rows,
  deleteMany: async (ids) => {
    removed.push(ids);
  },
};
const dataProvider = createDataProvider({ teams });

describe('the dataProvider over adapters', () => {
  it('sorts and pages what an adapter lists', async () => {
    const page = await dataProvider.getList('teams', { filter: {}, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 2 } });
    expect(page.data.map((row) => row.name)).toEqual(['anna', 'Bram']);
    expect(page.total).toBe(3);
  });

  it('finds a record in the list when the adapter has no getOne, and answers 404 for one not there', async () => {
    expect((await dataProvider.getOne('teams', { id: 'c' })).data).toEqual({ id: 'c', name: 'Cas' });
    await expect(dataProvider.getOne('teams', { id: 'z' })).rejects.toMatchObject({ status: 404 });
  });

  it('removes one record through the adapter\'s deleteMany, and refuses what the adapter does not have', async () => {
    await dataProvider.delete('teams', { id: 'a', previousData: rows[1] });
    expect(removed).toEqual([['a']]);
    await expect(dataProvider.create('teams', { data: { name: 'Dirk' } })).rejects.toThrow('create is not supported for teams');
    await expect(dataProvider.getList('seasons', { filter: {} })).rejects.toThrow('Unknown resource: seasons');
  });
});
