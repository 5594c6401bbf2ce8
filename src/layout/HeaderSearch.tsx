import { useEffect, useRef, useState } from 'react';
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
import { useTouchlineData } from '../common/useTouchlineData';
import { detailPath } from '../people/PersonCell';

/** Typing pauses this long before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The header's search (spec §2): searches on every change (debounced) and on the button through
 * SearchByKeyword; an answer to an older key is dropped. Each result shows picture, first and last
 * name and role, and opens the manager, player, team or trainer page; no result says '0 result'.
 */
export const HeaderSearch = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useTouchlineData();
  const anchor = useRef<HTMLDivElement>(null);
  const [key, setKey] = useState('');
  const [results, setResults] = useState<SearchResult[] | null>(null);
  const [open, setOpen] = useState(false);
  /** Only the answer to the latest search is shown. */
  const latest = useRef(0);

  const search = async (text: string) => {
    const ticket = ++latest.current;
    if (!text.trim()) {
      setResults(null);
      return;
    }
    try {
      const found = await dataProvider.searchByKeyword(text.trim());
      if (ticket !== latest.current) return;
      setResults(found);
      setOpen(true);
    } catch {
      if (ticket !== latest.current) return;
      setResults([]);
      setOpen(true);
    }
  };

  useEffect(() => {
    // A changed key makes any answer still on its way stale, even before the new search goes out.
    latest.current += 1;
    const timer = setTimeout(() => void search(key), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const choose = (result: SearchResult) => {
    setOpen(false);
    setKey('');
    setResults(null);
    navigate(detailPath(result.role, result.userId));
  };

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box ref={anchor} role="search" sx={{ position: 'relative', flex: '0 1 360px', minWidth: 160 }}>
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void search(key);
          }}
          sx={{ display: 'flex', alignItems: 'center', bgcolor: 'rgba(255,255,255,0.15)', borderRadius: 1, pl: 1.5 }}
        >
          <InputBase
            value={key}
            onChange={(event) => setKey(event.target.value)}
            onFocus={() => results && setOpen(true)}
            placeholder={translate('people.search.label')}
            inputProps={{ 'aria-label': translate('people.search.label'), maxLength: 100 }}
            sx={{ color: 'inherit', flex: 1 }}
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
                      primary={result.role === 'Team' ? result.firstName : `${result.firstName} ${result.lastName}`.trim()}
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
