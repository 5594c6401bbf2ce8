import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Button } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocales, useLocaleState } from 'react-admin';

const loadMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(loadMenu);
const MENU_ID = 'language-menu';

/**
 * The language switch of the public pages: react-admin's LocalesMenuButton (same look, same store
 * key), except that its menu (MUI's Menu, Popover and Modal) loads when the button is pointed at,
 * focused or pressed, not with /login (issue 13).
 */
export const LanguageButton = () => {
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuWanted, setMenuWanted] = useState(false);
  const name = languages.find((language) => language.locale === locale)?.name ?? '';

  const open = (event: MouseEvent<HTMLElement>) => {
    setMenuWanted(true);
    setAnchor(event.currentTarget);
  };
  const choose = (chosen: string) => {
    setLocale(chosen);
    setAnchor(null);
  };

  return (
    <>
      <Button
        color="inherit"
        aria-controls={anchor ? MENU_ID : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={open}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {name}
      </Button>
      {menuWanted && (
        <Suspense fallback={null}>
          <LanguageMenu id={MENU_ID} anchor={anchor} languages={languages} onChoose={choose} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
};
