import { useState } from 'react';
import { Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import type { Role } from '../../../contract/schemas';
import { lazyPage } from '../../common/lazyPage';
import { runningImport } from './runningImport';

const ImportDialog = lazyPage(() => import('./ImportDialog'), 'ImportDialog');

/** The Import button of a people list; it opens by itself while an import of that list runs (after a reload). */
export const ImportButton = ({ role, onImported }: { role: Role; onImported: () => void }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(() => runningImport.get(role) !== null);
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {translate('import.button')}
      </Button>
      {open && <ImportDialog open={open} role={role} onClose={() => setOpen(false)} onImported={onImported} />}
    </>
  );
};
