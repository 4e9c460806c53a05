import { Grid, TextField } from '@mui/material';
import type { Bilingual } from '@hackathon/contracts';
import { useContentEditor } from '../hooks/useContentEditor';
import { fieldId, valueAt } from '../utils/contentDraft';
import { useT } from '../../../../../i18n';

export interface BilingualFieldProps {
  /** The value's path in the content ('faqs.0.answer'): its two texts are `<path>.en` and `<path>.hi`. */
  path: string;
  label: string;
  multiline?: boolean;
  maxLength?: number;
}

/** A text in English and Hindi side by side (stacked on a phone), each with its own problem. */
export function BilingualField({ path, label, multiline = false, maxLength }: BilingualFieldProps) {
  const t = useT();
  const { draft, problems, set } = useContentEditor();
  const value = (valueAt(draft, path) as Bilingual | undefined) ?? { en: '', hi: '' };
  const problem = problems[path];
  return (
    <Grid container spacing={1.5}>
      {(['en', 'hi'] as const).map((language) => {
        const at = `${path}.${language}`;
        const error = problems[at] ?? (language === 'en' ? problem : undefined);
        return (
          <Grid key={language} size={{ xs: 12, md: 6 }}>
            <TextField
              id={fieldId(at)}
              label={t(language === 'en' ? 'backoffice.content.inEnglish' : 'backoffice.content.inHindi', { label })}
              value={value[language]}
              onChange={(event) => set(at, event.target.value)}
              error={Boolean(error)}
              helperText={error}
              multiline={multiline}
              minRows={multiline ? 2 : undefined}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { lang: language, maxLength } }}
            />
          </Grid>
        );
      })}
    </Grid>
  );
}
