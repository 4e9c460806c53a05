import { Link as RouterLink } from 'react-router-dom';
import { Button, Container } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ComingSoonPanel } from '../modules/shared/components/ComingSoonPanel';

/** /registration/:id: the details screen ships with the registration management capability. */
export function RegistrationDetailsPage() {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <ComingSoonPanel title="Registration details">
        <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>
          Back to Dashboard
        </Button>
      </ComingSoonPanel>
    </Container>
  );
}
