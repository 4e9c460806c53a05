import { useEffect, useMemo, useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { SEARCH_DEBOUNCE_MS } from '@hackathon/contracts';
import { useJudgeSearch } from '../hooks/useJudgingReads';
import { judgeChoice } from '../utils/judgingView';
import { fieldId, type JudgeChoice } from '../utils/roundForm';
import { useT } from '../../../../../i18n';

// stable across renders: the Autocomplete resets its text whenever these change
const sameJudge = (option: JudgeChoice, chosen: JudgeChoice) => option._id === chosen._id;
const judgeName = (judge: JudgeChoice) => judge.name;

export interface JudgePickerProps {
  value: JudgeChoice[];
  onChange: (judges: JudgeChoice[]) => void;
  error?: string;
}

/**
 * The judges taking part: a multi-select over the active judges, searched on the server one page at
 * a time (there may be hundreds; the list is never read whole). Read only once the box is opened.
 */
export function JudgePicker({ value, onChange, error }: JudgePickerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const search = useJudgeSearch(term, open);
  const options = useMemo(() => (search.data?.judges ?? []).map(judgeChoice), [search.data]);
  const total = search.data?.pagination.total ?? 0;
  const helper = error ?? (open && total > options.length ? t('judging.form.judgesMore', { shown: options.length, total }) : t('judging.form.judgesChosen', { count: value.length }));

  return (
    <Autocomplete
      multiple
      id={fieldId('judgeIds')}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_event, judges) => onChange(judges)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      // the server searched already; the chosen ones leave the list
      filterOptions={(list) => list}
      filterSelectedOptions
      isOptionEqualToValue={sameJudge}
      getOptionLabel={judgeName}
      loading={search.isFetching}
      loadingText={t('judging.form.judgesLoading')}
      noOptionsText={search.error ? t('judging.form.judgesFailed') : t('judging.form.judgesNone')}
      renderOption={({ key, ...props }, judge) => (
        <li key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{judge.name}</Typography>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {judge.detail}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={t('judging.form.judges')} placeholder={t('judging.form.judgesSearch')} error={Boolean(error)} helperText={helper} required />}
    />
  );
}
