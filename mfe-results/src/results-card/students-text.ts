export const studentsText = (count: number) => `${count} ${count === 1 ? 'student' : 'students'}`;
