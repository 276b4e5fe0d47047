import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { SITE } from '@tutorhub/contracts';
import PageSection from '../../../components/PageSection';
import { useT } from '../../../i18n';

const FAQ_ITEMS = [
  { q: 'home.faq.whatIs.question', a: 'home.faq.whatIs.answer' },
  { q: 'home.faq.findTutor.question', a: 'home.faq.findTutor.answer' },
  { q: 'home.faq.freeTrial.question', a: 'home.faq.freeTrial.answer' },
  { q: 'home.faq.reschedule.question', a: 'home.faq.reschedule.answer' },
] as const;

export default function Faq() {
  const t = useT();
  return (
    <PageSection titleId="faq-title" title={t('home.faq.title')}>
      {FAQ_ITEMS.map((item, i) => (
        <Accordion key={item.q} disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`faq-${i}-content`}
            id={`faq-${i}-header`}
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {t(item.q, { site: SITE.name })}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${i}-content`}>
            <Typography color="text.secondary">{t(item.a, { site: SITE.name })}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </PageSection>
  );
}
