/**
 * Tasks (2025-11-25 only): a request may be run as a task that the requester polls, fetches the
 * result of, lists or cancels later. Either side may run tasks for the other, so every task
 * method goes both ways.
 */
import { type Node, allOf, arr, enm, int, obj, opt, raw, ref, str, withDoc } from "../dsl.ts";
import { type MethodDef, type TypeDef, methodDef, typeDef } from "../registry.ts";
import { ONLY_2025_11_25 } from "./client-shapes.ts";
import { requestParams, resultObject } from "./shapes.ts";

const TASKS = ONLY_2025_11_25;

/** The params of the methods that address one task. */
const taskIdParams = (): Node => obj({ taskId: withDoc(str(), "The task to act on.") });

/** A result that is the task itself, as it now stands. */
const taskResult = (): Node => allOf(ref("Result"), ref("Task"));

export const types: TypeDef[] = [
  typeDef(
    "TaskStatus",
    enm(
      ["cancelled", "completed", "failed", "input_required", "working"],
      "Where a task stands; completed, failed and cancelled are final.",
    ),
    TASKS,
  ),
  typeDef(
    "Task",
    obj({
      taskId: withDoc(str(), "Chosen by the receiver when it created the task."),
      status: ref("TaskStatus"),
      statusMessage: opt(withDoc(str(), "A readable note on the current status.")),
      createdAt: withDoc(str(), "ISO 8601 time the task was created."),
      lastUpdatedAt: withDoc(str(), "ISO 8601 time the task last changed."),
      ttl: raw(
        { type: ["integer", "null"] },
        "Milliseconds the task is kept after creation; null for no limit.",
      ),
      pollInterval: opt(withDoc(int(), "Suggested milliseconds between status checks.")),
    }),
    TASKS,
  ),
  typeDef(
    "TaskMetadata",
    obj({ ttl: opt(withDoc(int(), "Milliseconds the requester would like the task kept.")) }),
    TASKS,
  ),
  typeDef("RelatedTaskMetadata", obj({ taskId: str() }), TASKS),
  typeDef(
    "TaskAugmentedRequestParams",
    requestParams({ task: opt(ref("TaskMetadata"), TASKS) }),
    TASKS,
  ),
  typeDef("CreateTaskResult", resultObject({ task: ref("Task") }), TASKS),
  typeDef("GetTaskResult", taskResult(), TASKS),
  typeDef("CancelTaskResult", taskResult(), TASKS),
  // The original request's result, whatever its shape.
  typeDef("GetTaskPayloadResult", resultObject({}, { extra: raw({}) }), TASKS),
  typeDef(
    "ListTasksResult",
    resultObject({ tasks: arr(ref("Task")), nextCursor: opt(str()) }),
    TASKS,
  ),
  typeDef("TaskStatusNotificationParams", allOf(ref("NotificationParams"), ref("Task")), TASKS),
];

const taskMethod = (
  method: string,
  doc: string,
  specName: string,
  resultSpecName: string,
  params: Node,
  paramsRequired: boolean,
): MethodDef =>
  methodDef({
    method,
    kind: "request",
    direction: "both",
    span: TASKS,
    doc,
    params,
    paramsRequired,
    result: ref(resultSpecName),
    specName,
    resultSpecName,
  });

export const methods: MethodDef[] = [
  taskMethod(
    "tasks/get",
    "Polls the current state of a task.",
    "GetTaskRequest",
    "GetTaskResult",
    taskIdParams(),
    true,
  ),
  taskMethod(
    "tasks/result",
    "Fetches the result of a task, waiting for it to finish if needed.",
    "GetTaskPayloadRequest",
    "GetTaskPayloadResult",
    taskIdParams(),
    true,
  ),
  taskMethod(
    "tasks/list",
    "Lists the tasks the other side is running for this requester, page by page.",
    "ListTasksRequest",
    "ListTasksResult",
    ref("PaginatedRequestParams"),
    false,
  ),
  taskMethod(
    "tasks/cancel",
    "Asks the other side to stop a task.",
    "CancelTaskRequest",
    "CancelTaskResult",
    taskIdParams(),
    true,
  ),
  methodDef({
    method: "notifications/tasks/status",
    kind: "notification",
    direction: "both",
    span: TASKS,
    doc: "Tells the requester that a task's status changed.",
    params: ref("TaskStatusNotificationParams"),
    paramsRequired: true,
    specName: "TaskStatusNotification",
  }),
];
