import type { ReactNode } from 'react';
import { Box, Chip, IconButton, Typography } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { DndContext, PointerSensor, TouchSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useListContext, useTranslate } from 'react-admin';
import type { Team } from '../../../contract/clubStructure';
import type { TeamSize } from './placementWork';

/**
 * Drag and drop on the board (@dnd-kit/core): a player's handle dragged onto a team moves that player,
 * or every selected player when the dragged one is selected. Pointer and touch only: the keyboard's
 * way is the 'Move to team' menu, which does the same.
 */
export const PlacementDnd = ({ teams, onMove, children }: { teams: Team[]; onMove: (team: Team, userIds: string[]) => void; children: ReactNode }) => {
  const { selectedIds } = useListContext();
  // A few pixels of travel before a drag starts, so a click on the handle stays a click; a held touch on a phone.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
  );
  const dropped = ({ active, over }: DragEndEvent) => {
    const team = teams.find((t) => t.id === over?.id);
    if (!team) return;
    const dragged = String(active.id);
    onMove(team, selectedIds.map(String).includes(dragged) ? selectedIds.map(String) : [dragged]);
  };
  return (
    <DndContext sensors={sensors} onDragEnd={dropped}>
      {children}
    </DndContext>
  );
};

/**
 * The teams as drop targets above the table, each with its number of players; while proposals are shown,
 * a team the proposals move players into or out of shows its size now and after applying ('12 → 15');
 * on a season being planned (issue 37) every team the plan changes shows its size now and as planned.
 */
export const TeamDropZones = ({ teams, sizes, planning, hint }: { teams: Team[]; sizes: Map<string, TeamSize>; planning: boolean; hint?: string }) => {
  const translate = useTranslate();
  if (teams.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(hint ?? (planning ? 'placement.dropHintPlanning' : 'placement.dropHint'))}
      </Typography>
      {teams.map((team) => (
        <TeamDropZone key={team.id} team={team} size={sizes.get(team.id) ?? { now: 0, after: 0, changes: false }} planning={planning} />
      ))}
    </Box>
  );
};

const TeamDropZone = ({ team, size, planning }: { team: Team; size: TeamSize; planning: boolean }) => {
  const translate = useTranslate();
  const { isOver, setNodeRef } = useDroppable({ id: team.id });
  const planned = planning && size.changes;
  return (
    <Chip
      ref={setNodeRef}
      label={translate(planned ? 'placement.sizePlanned' : 'placement.size', { team: team.teamName, now: size.now, after: size.after })}
      color={isOver ? 'primary' : planned ? 'secondary' : 'default'}
      variant={isOver ? 'filled' : 'outlined'}
      data-testid={`drop-${team.teamName}`}
    />
  );
};

/** A row's drag handle; left out of the tab order (the menu is the keyboard's path). */
export const DragHandle = ({ userId, name }: { userId: string; name: string }) => {
  const translate = useTranslate();
  const { listeners, setNodeRef, isDragging } = useDraggable({ id: userId });
  return (
    <IconButton
      ref={setNodeRef}
      {...listeners}
      size="small"
      tabIndex={-1}
      aria-label={translate('placement.dragHandle', { name })}
      sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', opacity: isDragging ? 0.5 : 1 }}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  );
};
