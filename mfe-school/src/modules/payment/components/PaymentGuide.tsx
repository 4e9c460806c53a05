import { Button, Paper, Stack, Typography } from '@mui/material';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { EVENT, eventDocument } from '@hackathon/contracts';

/** The fee, How to Pay (the sample PDF) and Complete Payment (the external collection page). */
export function PaymentGuide() {
  const guide = eventDocument('paymentGuide');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-label="How to pay">
      <Typography variant="h6" component="h2">
        Registration Fee: {EVENT.fee.display}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Payable {EVENT.fee.note}. Pay by {EVENT.paymentMethods.join(', ')}, then verify the payment below with its receipt.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
        {guide.path ? (
          <Button variant="outlined" startIcon={<MenuBookIcon />} href={guide.path} target="_blank" rel="noopener noreferrer">
            How to Pay
          </Button>
        ) : (
          <Button variant="outlined" startIcon={<MenuBookIcon />} disabled>
            How to Pay
          </Button>
        )}
        <Button variant="contained" endIcon={<OpenInNewIcon />} href={EVENT.paymentCollectionUrl} target="_blank" rel="noopener noreferrer">
          Complete Payment
        </Button>
      </Stack>
    </Paper>
  );
}
