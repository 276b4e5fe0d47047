import type { EntityManager } from 'typeorm';
import { Hire } from '../hires/hire.entity';
import { Conversation } from '../messages/conversation.entity';
import { Message } from '../messages/message.entity';
import type { User } from '../users/user.entity';

const MINUTE = 60_000;

/** Who wrote a demo message, and how many minutes ago. */
type DemoLine = [from: 'tutor' | 'student', minutesAgo: number, text: string];

/**
 * The demo tutor's conversations: with the demo student about their running tuition (the last
 * message unread by the student), and with another student about a waiting request.
 */
const DEMO_CONVERSATIONS: Array<{ student: number; status: Hire['status']; lines: DemoLine[] }> = [
  {
    student: 0,
    status: 'accepted',
    lines: [
      ['student', 3 * 24 * 60, 'Assalamu alaikum! Can we move Thursday’s class to 7 pm?'],
      ['tutor', 3 * 24 * 60 - 20, 'Yes, 7 pm on Thursday works for me.'],
      ['student', 2 * 24 * 60, 'Thank you. Should I bring the test paper from school?'],
      ['tutor', 2 * 24 * 60 - 45, 'Please do, we will go through the vectors questions.'],
      ['tutor', 35, 'I have put two practice sets on motion together for this week.'],
    ],
  },
  {
    student: 1,
    status: 'requested',
    lines: [
      ['student', 20 * 60, 'Do you teach the English version syllabus too?'],
      ['tutor', 19 * 60, 'Yes, I teach both. Which chapters are hardest for you?'],
    ],
  },
];

/** Writes the demo conversations on the demo hires `seedDemoHires` wrote. */
export async function seedDemoMessages(tx: EntityManager, tutors: User[], students: User[]) {
  const tutor = tutors[0];
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE);
  for (const demo of DEMO_CONVERSATIONS) {
    const student = students[demo.student];
    const hire = await tx.findOneOrFail(Hire, {
      where: { tutorId: tutor.id, studentId: student.id, status: demo.status },
    });
    const last = demo.lines[demo.lines.length - 1];
    const { identifiers } = await tx.insert(Conversation, {
      kind: 'hire',
      refId: hire.id,
      studentId: student.id,
      tutorId: tutor.id,
      lastMessageAt: at(last[1]),
      // The tutor has read everything; the student all but the tutor's last message.
      tutorReadAt: at(last[1]),
      studentReadAt: at(demo.lines[demo.lines.length - 2][1]),
    });
    const conversationId = (identifiers[0] as { id: string }).id;
    await tx.insert(
      Message,
      demo.lines.map(([from, minutesAgo, text]) => ({
        conversationId,
        senderId: from === 'tutor' ? tutor.id : student.id,
        text,
        createdAt: at(minutesAgo),
      })),
    );
  }
}
