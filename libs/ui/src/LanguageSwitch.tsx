import { Button, type ButtonProps } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { LOCALE_NAMES, type Locale } from '@hackathon/contracts';
import { setLanguage } from '@hackathon/session';
import { useLanguage, useT } from './i18n';
import { toast } from './toast';

export interface LanguageSwitchProps {
  sx?: ButtonProps['sx'];
}

/**
 * English / हिन्दी, in every navigation bar (issue 24): one button that names the other language in
 * that language, as bilingual government sites do. The page switches with no reload; the choice is
 * kept on the device and, when signed in, on the account (onLanguageChosen).
 */
export function LanguageSwitch({ sx }: LanguageSwitchProps) {
  const t = useT();
  const language = useLanguage();
  const other: Locale = language === 'hi' ? 'en' : 'hi';
  const switchTo = () => {
    setLanguage(other).catch(() => toast.error(t('common.language.switchFailed')));
  };
  return (
    <Button
      color="inherit"
      onClick={switchTo}
      startIcon={<TranslateIcon aria-hidden />}
      lang={other}
      aria-label={t('common.language.switchTo', { language: LOCALE_NAMES[other] })}
      data-testid="language-switch"
      // on an English page, 'हिन्दी' in the device's own fonts: the Devanagari web font (50 KB) is for Hindi pages
      sx={{ whiteSpace: 'nowrap', flexShrink: 0, color: 'text.primary', minHeight: 36, ...(other === 'hi' ? { fontFamily: 'system-ui, sans-serif' } : {}), ...sx }}
    >
      {LOCALE_NAMES[other]}
    </Button>
  );
}
