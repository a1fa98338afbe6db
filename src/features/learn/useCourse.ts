/** The course from the learn worker, and grading through it; one worker per page. */
import { useEffect, useState } from "react";
import { Course, type LearnChannel, type LearnSpawn } from "../../client/learn/index.ts";
import LearnWorker from "../../client/learn/learn.worker.ts?worker";
import type { Lesson } from "../../learn/types.ts";

const spawnWorker: LearnSpawn = (onAnswer, onDeath) => {
  const worker = new LearnWorker({ name: "mcp-learn" });
  worker.onmessage = (event: MessageEvent<unknown>) => onAnswer(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    onDeath();
  };
  worker.onmessageerror = () => onDeath();
  const channel: LearnChannel = {
    post: (request) => worker.postMessage(request),
    terminate: () => worker.terminate(),
  };
  return channel;
};

let course: Course | undefined;
export const theCourse = () => (course ??= new Course(spawnWorker));

let lessons: Promise<readonly Lesson[]> | undefined;

/** The course's lessons, loaded once per page (a failed load is tried again next time). */
export function loadLessons(): Promise<readonly Lesson[]> {
  lessons ??= theCourse()
    .lessons()
    .catch((error: unknown) => {
      // Forgotten whoever asked: the next caller loads again instead of this failure.
      lessons = undefined;
      throw error;
    });
  return lessons;
}

export function useLessons(): { lessons?: readonly Lesson[]; failed: boolean } {
  const [state, setState] = useState<{ lessons?: readonly Lesson[]; failed: boolean }>({
    failed: false,
  });
  useEffect(() => {
    let live = true;
    loadLessons().then(
      (got) => live && setState({ lessons: got, failed: false }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
