import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { config } from '../config';
import { clubApi } from '../providers/clubApi';
import { PublicPage } from '../common/PublicPage';

type HealthAnswer = Awaited<ReturnType<typeof clubApi.getHealth>>;

/**
 * The server's health, asked once: a server that does not answer is what this page reports, not
 * something to retry. (A public page: it has no react-admin query cache, see App.tsx.)
 */
const useHealth = () => {
  const [health, setHealth] = useState<{ isPending: boolean; data?: HealthAnswer }>({ isPending: true });
  useEffect(() => {
    let shown = true;
    clubApi.getHealth().then(
      (data) => shown && setHealth({ isPending: false, data }),
      () => shown && setHealth({ isPending: false }),
    );
    return () => {
      shown = false;
    };
  }, []);
  return health;
};

/** /version (public): the app's version and whether the server and its database answer. */
export const VersionPage = () => {
  const translate = useTranslate();
  const health = useHealth();

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
