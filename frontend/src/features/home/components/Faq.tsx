import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { SITE } from '@tutorhub/contracts';

export const FAQ_ITEMS = [
  {
    q: `What is ${SITE.name}?`,
    a: `${SITE.name} is an online tutoring marketplace that connects students with tutors for one-on-one and group sessions, with courses and study materials to support learning between lessons.`,
  },
  {
    q: 'How do I find a tutor?',
    a: 'Sign in and open Finds Tutor. Pick a subject tab, search by name or university, and filter by location, online or offline teaching and expected salary. Each card shows how to reach the tutor.',
  },
  {
    q: 'Is there a free trial?',
    a: 'Many tutors offer a free first session so you can see whether their teaching suits you. Ask the tutor when you contact them.',
  },
  {
    q: 'Can I reschedule or cancel a session?',
    a: 'Yes. Agree any change directly with your tutor, ideally at least 24 hours before the session, so they can offer the time to another student.',
  },
] as const;

export default function Faq() {
  return (
    <Box component="section" aria-labelledby="faq-title">
      <Typography id="faq-title" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Frequently asked questions
      </Typography>
      {FAQ_ITEMS.map((item, i) => (
        <Accordion key={item.q} disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`faq-${i}-content`}
            id={`faq-${i}-header`}
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {item.q}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${i}-content`}>
            <Typography color="text.secondary">{item.a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
