import { Box, Typography } from '@mui/material';
import { HttpError, useLocaleState, useTranslate } from 'react-admin';
import { config } from '../config';
import type { Health } from '../../contract/schemas';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';
import { useQuery } from '@tanstack/react-query';
import { PublicPage } from '../common/PublicPage';
import { OwnQueryCache } from '../common/OwnQueryCache';

/** The health call, whose 503 carries the same body: the server answers, its database does not. */
const healthRead = read(endpoints.health, { auth: false });
const readHealth = () =>
  healthRead.queryFn().catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 503 && (error.body as Partial<Health> | undefined)?.server === 'ok') return error.body as Health;
    throw error;
  });

const VersionFacts = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // Asked once: a server that does not answer is what this page reports, not something to retry.
  const health = useQuery({ queryKey: healthRead.queryKey, queryFn: readHealth, retry: false });

  const server = health.isPending ? 'version.checking' : health.data?.server === 'ok' ? 'version.ok' : 'version.unreachable';
  const database = health.isPending
    ? 'version.checking'
    : health.data?.database === 'ok'
      ? 'version.ok'
      : health.data
        ? 'version.unavailable'
        : 'version.unreachable';

  const rows: [string, string][] = [
    [translate('version.app'), config.appVersion],
    [translate('version.server'), translate(server) + (health.data?.version ? ` (${health.data.version})` : '')],
    [translate('version.database'), translate(database)],
  ];
  // Only with a read replica (DATABASE_READ_URL): whether the lists and overviews read from it now.
  const replica = health.data?.replica;
  if (replica) {
    const state = { ok: 'version.replicaOk', lagging: 'version.replicaLagging', unavailable: 'version.replicaUnavailable' }[replica];
    rows.push([translate('version.replica'), translate(state)]);
  }
  // Only where the servers take backups themselves (BACKUP_DIR): when the last one was made, and its size.
  const backup = health.data?.lastBackup;
  if (backup) {
    const at = new Date(backup.at).toLocaleString(locale === 'nl' ? 'nl-NL' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
    const size = backup.bytes === null ? '' : `${(backup.bytes / 1024 / 1024).toFixed(1)} MB`;
    rows.push([translate('version.lastBackup'), translate(backup.outcome === 'done' ? 'version.backupDone' : 'version.backupFailed', { at, size })]);
  }

  return (
    <PublicPage>
      <Typography variant="h4" component="h1" gutterBottom>
        {config.productName} – {translate('version.title')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </PublicPage>
  );
};

/** /version (public): the app's version and whether the server and its database answer. */
export const VersionPage = () => (
  <OwnQueryCache>
    <VersionFacts />
  </OwnQueryCache>
);
