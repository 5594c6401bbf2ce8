import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';

/**
 * The signed-in person's club's privacy statement (issue 25), shown under the terms they accept at
 * sign-in, in the page's language. Nothing when the club has written none or it cannot be read: the
 * terms themselves still come, and the statement stays on /my-reports and /family (same query key as
 * their PrivacyStatementSection, so one read serves both).
 */
export const ClubPrivacyStatement = ({ language }: { language: 'en' | 'nl' }) => {
  const translate = useTranslate();
  const statement = useQuery(read(endpoints.userGetPrivacyStatement, { query: { language } }));
  if (!statement.data?.statement.trim()) return null;
  return (
    <section aria-labelledby="club-privacy-title">
      <Typography id="club-privacy-title" component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {translate('account.terms.clubPrivacy', { club: statement.data.clubName })}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>{statement.data.statement}</Typography>
    </section>
  );
};
