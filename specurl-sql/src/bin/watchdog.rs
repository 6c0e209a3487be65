// The scheduler's guard against Ballista 55's recovery from a lost
// executor, which can hang a query or answer it wrongly: it fails the
// queries that were running when an executor was lost instead (docs/sql.md,
// "When an executor is lost").
//
// Ballista reacts to a lost executor (a heartbeat missing for
// `executor_timeout_seconds`, or a task it could not send) by rolling the
// stages that ran there back and running them again. In 55.0.0 a
// rolled-back stage can keep the output of its earlier run, so rows come
// back twice with success (fixed upstream after 55.0.0, in
// apache/datafusion-ballista#2677), and the tasks it cancels can keep their
// slots, so the query waits forever (#2539, #2698). A query that has to
// give the right answer or none cannot rely on that, so this watchdog
// notices a lost executor sooner than Ballista does and fails every query
// that began while the executor was alive or has a task there, with an
// error that names it, and takes the executor out of the cluster. A query
// that begins once the loss is known (within half a second) sends no task
// there and runs on the others.
//
// Ballista can still act first: a task it fails to send to the lost
// executor makes it drop that executor at once and roll the stages back.
// The tasks that rollback cancels on the other executors never give their
// task slots back, so a survivor can be left with none, and the next query
// waits forever. So after a loss, once no query has a task running on two
// looks in a row, the watchdog gives every executor all its slots again.

use std::collections::HashMap;
use std::net::TcpStream;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use ballista_core::serde::protobuf::job_status::Status;
use ballista_core::serde::protobuf::scheduler_grpc_server::SchedulerGrpc;
use ballista_core::serde::protobuf::UpdateTaskStatusParams;
use ballista_core::serde::scheduler::ExecutorData;
use ballista_scheduler::cluster::{BallistaCluster, JobState};
use ballista_scheduler::scheduler_server::SchedulerServer;
use datafusion_proto::protobuf::{LogicalPlanNode, PhysicalPlanNode};

type Scheduler = SchedulerServer<LogicalPlanNode, PhysicalPlanNode>;

/// How often the executors are looked at.
const TICK: Duration = Duration::from_millis(250);

/// How long after failing a query it is cancelled, which takes it out of
/// the running ones and frees its tasks, and changes the error kept for
/// later questions to Ballista's "Cancelled": the client was told the
/// error when it failed.
const ERROR_KEPT: Duration = Duration::from_secs(5);

/// How long a connection to an executor's data port may take before the
/// attempt counts as unanswered.
const CONNECT_TIMEOUT: Duration = Duration::from_millis(300);

/// Milliseconds since the epoch, as Ballista's job times are.
fn now_millis() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// What the watchdog knows of an executor.
struct Seen {
    /// Where it takes tasks.
    address: String,
    /// When it last accepted a connection, in milliseconds since the
    /// epoch.
    alive_at: u64,
    /// Connection attempts unanswered in a row since then.
    unanswered: u32,
}

/// What a connection attempt to an executor's data port found.
enum Probe {
    Accepted,
    /// Nothing listens there: the process is gone, its machine still up.
    Refused,
    /// No answer in time: its machine may be gone, or busy.
    Unanswered,
}

/// Runs the watchdog in the background. An executor is lost when its
/// data port (Arrow Flight, which it serves however it takes tasks)
/// refuses a connection, leaves two in a row unanswered, or when its
/// heartbeat is older than `silent_after`, or when the scheduler dropped
/// it.
/// `cluster` is the scheduler's own, whose job state tells the clients.
pub fn spawn(scheduler: Scheduler, cluster: BallistaCluster, silent_after: Duration) {
    let jobs = cluster.job_state();
    tokio::spawn(async move {
        let mut seen: HashMap<String, Seen> = HashMap::new();
        // Looks in a row with no task running, since a loss that may
        // have left task slots held; `None` when none is suspected.
        let mut quiet_looks: Option<u32> = None;
        loop {
            tokio::time::sleep(TICK).await;
            let Ok(executors) = scheduler.state.executor_manager.get_executors_state().await else {
                continue;
            };
            let now = now_millis();
            let mut present = Vec::new();
            for (metadata, heartbeat, _) in executors {
                present.push(metadata.id.clone());
                let address = format!("{}:{}", metadata.host, metadata.port);
                let entry = seen.entry(metadata.id.clone()).or_insert(Seen {
                    address: address.clone(),
                    alive_at: now,
                    unanswered: 0,
                });
                let probe = tokio::task::spawn_blocking(move || probe(&address))
                    .await
                    .unwrap_or(Probe::Unanswered);
                let why = match probe {
                    Probe::Accepted => {
                        entry.alive_at = now;
                        entry.unanswered = 0;
                        None
                    }
                    Probe::Refused => Some("it refused a connection".to_owned()),
                    Probe::Unanswered => {
                        entry.unanswered += 1;
                        (entry.unanswered >= 2).then(|| "it did not answer".to_owned())
                    }
                };
                let silent = heartbeat.is_some_and(|beat| {
                    Duration::from_millis(now).saturating_sub(beat) > silent_after
                });
                let why = why.or_else(|| {
                    silent.then(|| format!("no heartbeat for {} s", silent_after.as_secs()))
                });
                if let Some(why) = why {
                    lost(&scheduler, jobs.as_ref(), &metadata.id, entry, &why).await;
                    quiet_looks = Some(0);
                }
            }
            // Dropped by the scheduler (its heartbeat expired, or a task
            // could not be sent to it): Ballista is rolling its stages back.
            let dropped: Vec<String> = seen
                .keys()
                .filter(|id| !present.contains(id))
                .cloned()
                .collect();
            for id in dropped {
                if let Some(entry) = seen.remove(&id) {
                    lost(
                        &scheduler,
                        jobs.as_ref(),
                        &id,
                        &entry,
                        "the scheduler dropped it",
                    )
                    .await;
                    quiet_looks = Some(0);
                }
            }
            if let Some(looks) = quiet_looks {
                let looks = if any_task_running(&scheduler).await {
                    0
                } else {
                    looks + 1
                };
                quiet_looks = Some(looks);
                if looks >= 2 {
                    // One it could not put back is out of the cluster, as
                    // Ballista's own removal leaves it: not a loss to
                    // fail queries for, since none had a task there.
                    for id in restore_slots(&scheduler).await {
                        seen.remove(&id);
                    }
                    quiet_looks = None;
                }
            }
        }
    });
}

/// Whether a task of any query the scheduler runs is running.
async fn any_task_running(scheduler: &Scheduler) -> bool {
    for (_, job) in scheduler.state.task_manager.get_running_job_cache().iter() {
        if !job.execution_graph.read().await.running_tasks().is_empty() {
            return true;
        }
    }
    false
}

/// Gives every executor all its task slots, when no task is running: each
/// is taken out of the scheduler's count of free slots and put back with
/// all of its own (this is not Ballista's removal, which would roll stages
/// back), and the scheduler is asked to send the tasks that wait. A task
/// begun between the look and this, which would then run beside the slots
/// given back, only makes its executor run one task more for a while.
/// Gives the executors it could not put back.
async fn restore_slots(scheduler: &Scheduler) -> Vec<String> {
    let mut out = Vec::new();
    if !scheduler.state.config.is_push_staged_scheduling() {
        // Executors ask for tasks when they have a slot free: the scheduler
        // keeps no count of them.
        return out;
    }
    let manager = &scheduler.state.executor_manager;
    let Ok(executors) = manager.get_executors_state().await else {
        return out;
    };
    let mut any = None;
    for (metadata, _, _) in executors {
        let id = metadata.id.clone();
        let vcores = metadata.specification.vcores;
        let data = ExecutorData {
            executor_id: id.clone(),
            total_vcores: vcores,
            available_vcores: vcores,
        };
        let _ = manager
            .remove_executor(&id, Some("its task slots are counted again".to_owned()))
            .await;
        // An executor that cannot be reached now registers again with its
        // next heartbeat, with all its slots.
        if let Err(e) = manager.register_executor(metadata, data).await {
            eprintln!("specurl-scheduler: {id} waits for its next heartbeat: {e}");
            out.push(id);
        } else {
            any = Some(id);
        }
    }
    // A status update of no task: what makes Ballista offer free slots to
    // the tasks that wait, from outside its event loop.
    if let Some(executor_id) = any {
        eprintln!("specurl-scheduler: no task runs: every executor has all its task slots again");
        let update = UpdateTaskStatusParams {
            executor_id,
            task_status: Vec::new(),
        };
        if let Err(e) =
            SchedulerGrpc::update_task_status(scheduler, tonic::Request::new(update)).await
        {
            eprintln!("specurl-scheduler: {e}");
        }
    }
    out
}

/// Whether the executor's data port accepts a connection.
fn probe(address: &str) -> Probe {
    let Ok(addresses) = std::net::ToSocketAddrs::to_socket_addrs(address) else {
        return Probe::Unanswered;
    };
    let mut found = Probe::Unanswered;
    for a in addresses {
        match TcpStream::connect_timeout(&a, CONNECT_TIMEOUT) {
            Ok(_) => return Probe::Accepted,
            Err(e) if e.kind() == std::io::ErrorKind::ConnectionRefused => found = Probe::Refused,
            Err(_) => {}
        }
    }
    found
}

/// Takes `executor` out of the cluster, and fails every running query that
/// began before it was last seen alive or has a task running there, with
/// an error that names it; cancels them a little later.
async fn lost(scheduler: &Scheduler, jobs: &dyn JobState, executor: &str, seen: &Seen, why: &str) {
    let message = format!(
        "executor {executor} at {} was lost ({why}) while this query ran; \
         Ballista 55 cannot rerun its tasks safely (apache/datafusion-ballista#2677), \
         so the query fails rather than risk a wrong answer: run it again",
        seen.address
    );
    // Out of the cluster first, so that no task is sent there any more;
    // this is not Ballista's own removal, which would roll stages back.
    let _ = scheduler
        .state
        .executor_manager
        .remove_executor(executor, Some(message.clone()))
        .await;
    let mut failed = Vec::new();
    for (job_id, job) in scheduler.state.task_manager.get_running_job_cache().iter() {
        let mut graph = job.execution_graph.write().await;
        let began = match &graph.status().status {
            Some(Status::Running(running)) => running.started_at,
            _ => continue,
        };
        let runs_there = graph
            .running_tasks()
            .iter()
            .any(|task| task.executor_id == executor);
        if began > seen.alive_at && !runs_there {
            continue;
        }
        eprintln!("specurl-scheduler: failing job {job_id}: {message}");
        let tasks = graph.abort_running(message.clone());
        let snapshot = graph.cloned();
        drop(graph);
        // Saved as it is, so that a client waiting for the job's end (as
        // Ballista's client does, by default) is told now, and told this.
        if let Err(e) = jobs.save_job(job_id, &snapshot).await {
            eprintln!("specurl-scheduler: job {job_id}: {e}");
        }
        let _ = scheduler
            .state
            .executor_manager
            .cancel_running_tasks(tasks)
            .await;
        failed.push(job_id.clone());
    }
    if failed.is_empty() {
        return;
    }
    let scheduler = scheduler.clone();
    tokio::spawn(async move {
        tokio::time::sleep(ERROR_KEPT).await;
        for job_id in failed {
            let _ = scheduler.cancel_job(job_id).await;
        }
    });
}
