import type { DataProvider } from 'react-admin';
import { HttpError } from 'react-admin';
import type { Filter, ResourceAdapter } from './resourceAdapter';
import { listPage } from './rowOrder';

/**
 * react-admin's DataProvider for the club API (spec §7): its CRUD over the resources' adapters and
 * nothing else, each adapter owned by its resource folder and handed in by the app (resourceData.ts),
 * so this floor knows no feature. Every other call of spec §7 a page names by its entry of the table
 * (`read`, `useWrite`, `call`: providers/reads.ts, useWrite.ts, call.ts).
 *
 * The API answers every row at once (no paging, 204 = empty list), so sorting happens here
 * (rowOrder.ts); the lists themselves fetch once and sort what they hold (WholeListBase).
 */
export type ResourceAdapters = Readonly<Record<string, ResourceAdapter>>;

const notSupported = (what: string, resource: string) =>
  Promise.reject(new Error(`${what} is not supported for ${resource}`));

export function createDataProvider(adapters: ResourceAdapters): DataProvider {
  const adapterOf = (resource: string): ResourceAdapter => {
    const adapter = Object.hasOwn(adapters, resource) ? adapters[resource] : undefined;
    if (!adapter) throw new Error(`Unknown resource: ${resource}`);
    return adapter;
  };

  const crud: DataProvider = {
    async getList(resource, params) {
      return listPage(await adapterOf(resource).getList(params.filter ?? {}), params) as never;
    },

    async getOne(resource, params) {
      const adapter = adapterOf(resource);
      const meta = (params.meta as Filter) ?? {};
      if (!adapter.getOne) {
        const found = (await adapter.getList(meta)).find((row) => String(row.id) === String(params.id));
        if (!found) throw new HttpError('ra.notification.item_doesnt_exist', 404);
        return { data: found as never };
      }
      return { data: { ...(await adapter.getOne(String(params.id), meta)), id: params.id } as never };
    },

    async getMany(resource, params) {
      const records = await Promise.all(params.ids.map((id) => crud.getOne(resource, { id, meta: params.meta })));
      return { data: records.map((record) => record.data) };
    },

    /** teamPlayers/teamTrainers by teamId; the other lists take their target as a filter. */
    async getManyReference(resource, params) {
      return crud.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },

    async create(resource, params) {
      const { create } = adapterOf(resource);
      if (!create) return notSupported('create', resource);
      return { data: (await create(params.data as Filter)) as never };
    },

    async update(resource, params) {
      const { update } = adapterOf(resource);
      if (!update) return notSupported('update', resource);
      const data = { ...(params.previousData as Filter), ...(params.data as Filter) };
      return { data: (await update(String(params.id), data)) as never };
    },

    updateMany: (resource) => notSupported('updateMany', resource),

    async deleteMany(resource, params) {
      const { deleteMany } = adapterOf(resource);
      if (!deleteMany) return notSupported('deleteMany', resource);
      await deleteMany(params.ids.map(String), (params.meta as Filter) ?? {});
      return { data: params.ids };
    },

    async delete(resource, params) {
      await crud.deleteMany(resource, { ids: [params.id], meta: params.meta });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
  };

  return crud;
}
