import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Button } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocales, useLocaleState } from 'react-admin';
import type { LanguageMenuProps } from './LanguageMenu';
import { HOLD_CLICK_ATTRIBUTE } from '../../contract/earlyInput';
import { useReplayHeldClick } from '../beforeScripts/earlySubmits';
import { isClickHeld } from '../beforeScripts/heldClicks';

type Menu = typeof import('./LanguageMenu').default;
/** The menu once its code is in: drawn at once, not through a suspense (which holds what it shows back a moment). */
let loadedMenu: Menu | undefined;
const loadMenu = () => import('./LanguageMenu').then((module) => ((loadedMenu = module.default), module));
const LanguageMenu = lazy(loadMenu);
const MENU_ID = 'language-menu';
const BUTTON_ID = 'language-button';
// Tapped before the page was React's: the menu's code is asked for now, while the page is taken over.
if (isClickHeld(BUTTON_ID)) void loadMenu();

/**
 * The language switch of the public pages: react-admin's LocalesMenuButton (same look, same store
 * key), except that its menu (MUI's Menu, Popover and Modal) loads when the button is pointed at,
 * focused or pressed, not with /login (issue 13). A tap on it while the page is still its prerendered
 * HTML is held and made again once the button is React's (issue 42, contract/earlyInput.ts).
 */
export const LanguageButton = () => {
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuWanted, setMenuWanted] = useState(false);
  const name = languages.find((language) => language.locale === locale)?.name ?? '';
  useReplayHeldClick(BUTTON_ID);

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
        id={BUTTON_ID}
        {...{ [HOLD_CLICK_ATTRIBUTE]: '' }}
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
      {menuWanted && <MenuWhenLoaded id={MENU_ID} anchor={anchor} languages={languages} onChoose={choose} onClose={() => setAnchor(null)} />}
    </>
  );
};

const MenuWhenLoaded = (props: LanguageMenuProps) => {
  const Loaded = loadedMenu;
  return Loaded ? (
    <Loaded {...props} />
  ) : (
    <Suspense fallback={null}>
      <LanguageMenu {...props} />
    </Suspense>
  );
};
