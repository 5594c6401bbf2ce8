import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PrivacyStatement } from '../../contract/guardians';
import { familyApi } from '../families/familyApi';

/**
 * The signed-in person's club's privacy statement (issue 25), shown under the terms they accept at
 * sign-in, in the page's language. Nothing when the club has written none or it cannot be read: the
 * terms themselves still come, and the statement stays on /my-reports and /family.
 */
export const ClubPrivacyStatement = ({ language }: { language: 'en' | 'nl' }) => {
  const translate = useTranslate();
  const [statement, setStatement] = useState<PrivacyStatement | null>(null);

  useEffect(() => {
    let cancelled = false;
    familyApi.getPrivacyStatement(language).then(
      (answer) => !cancelled && setStatement(answer),
      () => !cancelled && setStatement(null),
    );
    return () => {
      cancelled = true;
    };
  }, [language]);

  if (!statement?.statement.trim()) return null;
  return (
    <section aria-labelledby="club-privacy-title">
      <Typography id="club-privacy-title" component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {translate('account.terms.clubPrivacy', { club: statement.clubName })}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>{statement.statement}</Typography>
    </section>
  );
};
