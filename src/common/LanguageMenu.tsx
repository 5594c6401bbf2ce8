import { Menu, MenuItem } from '@mui/material';

export interface LanguageMenuProps {
  id: string;
  anchor: HTMLElement | null;
  languages: { locale: string; name: string }[];
  onChoose: (locale: string) => void;
  onClose: () => void;
}

/** The languages to choose from, under the language button (LanguageButton loads it when first wanted). */
const LanguageMenu = ({ id, anchor, languages, onChoose, onClose }: LanguageMenuProps) => (
  <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
    {languages.map(({ locale, name }) => (
      <MenuItem key={locale} onClick={() => onChoose(locale)}>
        {name}
      </MenuItem>
    ))}
  </Menu>
);

export default LanguageMenu;
