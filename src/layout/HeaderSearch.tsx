import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Avatar,
  Box,
  ClickAwayListener,
  IconButton,
  InputBase,
  List,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Paper,
  Popper,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { SearchResult } from '../../contract/people';
import { assetUrl } from '../providers/apiClient';
import { endpoints } from '../providers/endpoints';
import { read, rowsOrNone } from '../providers/reads';
import { detailPath } from '../paths';
import { personName } from '../../contract/personName';

/** Typing pauses this long before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * What was typed into a stand-in of this field before this one took its place: the managers' shell
 * (ManagerShell), painted by the server's HTML while the scripts load (beforeScripts/shellCover.ts) and
 * drawn by the app while the stored sign-in is checked, has a search as usable as this one, and the
 * real layout then replaces it. Read while this one renders, when the stand-in is still on the page.
 */
const typedInStandIn = (label: string): { value: string; focused: boolean } => {
  if (typeof document === 'undefined') return { value: '', focused: false }; // the build's prerender
  const input = [...document.querySelectorAll('input')].find((candidate) => candidate.getAttribute('aria-label') === label);
  return { value: input?.value ?? '', focused: !!input && document.activeElement === input };
};

/**
 * The header's search (spec §2): searches on every change (debounced) and on the button through
 * SearchByKeyword, one cached query per key; an answer to an older key is dropped. Each result shows
 * picture, first and last name and role, and opens the manager, player, team or trainer page; no
 * result says '0 result'.
 */
export const HeaderSearch = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const anchor = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [standIn] = useState(() => typedInStandIn(translate('people.search.label')));
  const [key, setKey] = useState(standIn.value);
  /** The key sent to the server: the typed one once typing pauses, or at once with the button. */
  const [searched, setSearched] = useState('');
  const [open, setOpen] = useState(standIn.value !== '');
  useEffect(() => {
    if (standIn.focused) field.current?.focus();
  }, [standIn]);
  const found = useQuery({
    ...read(endpoints.managerSearchByKeyword, { query: { key: searched } }),
    select: rowsOrNone,
    enabled: searched !== '',
    retry: false,
  });
  // Only the answer to what is typed now is shown: an older key's answer, early or late, is dropped.
  const current = searched !== '' && searched === key.trim();
  const results: SearchResult[] | null = !current ? null : found.isError ? [] : (found.data ?? null);

  useEffect(() => {
    const timer = setTimeout(() => setSearched(key.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);

  const choose = (result: SearchResult) => {
    setOpen(false);
    setKey('');
    navigate(detailPath(result.role, result.userId));
  };

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box ref={anchor} role="search" sx={{ position: 'relative', flex: { xs: '1 1 auto', sm: '0 1 360px' }, minWidth: { xs: 0, sm: 160 } }}>
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            setOpen(true);
            if (searched === key.trim()) void found.refetch();
            else setSearched(key.trim());
          }}
          sx={{ display: 'flex', alignItems: 'center', bgcolor: 'rgba(255,255,255,0.15)', borderRadius: 1, pl: 1.5 }}
        >
          <InputBase
            inputRef={field}
            value={key}
            onChange={(event) => {
              setKey(event.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            placeholder={translate('people.search.label')}
            inputProps={{ 'aria-label': translate('people.search.label'), maxLength: 100 }}
            // A smaller font on a phone, so the whole placeholder shows; a white ring shows the keyboard focus.
            sx={{
              color: 'inherit', flex: 1, minWidth: 0, fontSize: { xs: '0.875rem', sm: 'inherit' },
              '&.Mui-focused': { outline: '2px solid #ffffff', outlineOffset: 2, borderRadius: 0.5 },
            }}
          />
          <IconButton type="submit" color="inherit" aria-label={translate('people.search.button')}>
            <SearchIcon />
          </IconButton>
        </Box>
        <Popper open={open && results !== null} anchorEl={anchor.current} placement="bottom-start" sx={{ zIndex: 1300 }}>
          <Paper elevation={4} sx={{ width: anchor.current?.offsetWidth ?? 360, maxHeight: 420, overflowY: 'auto' }}>
            {results && results.length === 0 ? (
              <Typography sx={{ p: 2 }} color="text.secondary">
                {translate('search.none')}
              </Typography>
            ) : (
              <List dense aria-label={translate('people.search.label')}>
                {results?.map((result) => (
                  <ListItemButton key={`${result.role}-${result.userId}`} onClick={() => choose(result)}>
                    <ListItemAvatar>
                      <Avatar src={assetUrl(result.userPicture)} alt="" />
                    </ListItemAvatar>
                    {/* A team's "last name" is its division: shown with the role, not as part of the name. */}
                    <ListItemText
                      primary={result.role === 'Team' ? result.firstName : personName(result)}
                      secondary={
                        result.role === 'Team' && result.lastName
                          ? `${translate('people.roles.Team')} · ${result.lastName}`
                          : translate(`people.roles.${result.role}`)
                      }
                    />
                  </ListItemButton>
                ))}
              </List>
            )}
          </Paper>
        </Popper>
      </Box>
    </ClickAwayListener>
  );
};
