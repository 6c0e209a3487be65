//! Ballista's scheduler with specurl's SQL functions: it plans queries
//! that call them.
//!
//! ```text
//! specurl-scheduler [--bind 127.0.0.1] [--port 50050] [--external-host HOST] [--min-executors 1]
//!                   [--executor-timeout 30] [--task-max-failures 4] [--stage-max-failures 1]
//!                   [--scheduling push-staged]
//! ```
//!
//! It listens on loopback unless `--bind` names another address: anyone
//! who can reach its port can run queries that read any file the
//! executors can read, and Ballista 55 has no authentication or TLS for
//! it (docs/sql.md, "Who may use the cluster"). `--external-host`, the
//! name it goes by in the cluster, is the bound address unless given.
//! It prints `ready: N executors` once `--min-executors` executors have
//! registered. A query that an executor lost while it ran fails with an
//! error naming the executor, rather than being rerun by Ballista 55's
//! recovery, which can hang or answer twice (`watchdog.rs`, docs/sql.md,
//! "When an executor is lost"); `--executor-timeout` is how long an
//! executor's silence takes to count as its loss when nothing refuses a
//! connection sooner.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use ballista_scheduler::cluster::BallistaCluster;
use ballista_scheduler::config::{SchedulerConfig, TaskDistributionPolicy};
use ballista_scheduler::scheduler_process::{create_scheduler, start_grpc_service};
use datafusion_proto::protobuf::{LogicalPlanNode, PhysicalPlanNode};

mod args;
mod watchdog;

const OPTIONS: [&str; 8] = [
    "bind",
    "port",
    "external-host",
    "min-executors",
    "executor-timeout",
    "task-max-failures",
    "stage-max-failures",
    "scheduling",
];

#[tokio::main]
async fn main() -> ballista_core::error::Result<()> {
    let bind: IpAddr = args::option(&OPTIONS, "bind", IpAddr::V4(Ipv4Addr::LOCALHOST));
    let port: u16 = args::option(&OPTIONS, "port", 50050);
    // Ballista's own default name, where the bound address names no one
    // host.
    let default_host = args::advertised(bind).unwrap_or_else(|| "localhost".to_owned());
    let external_host: String = args::option(&OPTIONS, "external-host", default_host);
    let min_executors: usize = args::option(&OPTIONS, "min-executors", 1);
    let executor_timeout: u64 = args::option(&OPTIONS, "executor-timeout", 30);
    let config = SchedulerConfig {
        bind_host: bind.to_string(),
        bind_port: port,
        external_host,
        min_ready_executors: min_executors,
        executor_timeout_seconds: executor_timeout,
        expire_dead_executor_interval_seconds: (executor_timeout / 4).max(1),
        task_max_failures: args::option(&OPTIONS, "task-max-failures", 4),
        // A stage's tasks that fail to read their input from an executor
        // fail the query at once: Ballista 55's rerun of the stage that
        // wrote it is what can answer twice (docs/sql.md).
        stage_max_failures: args::option(&OPTIONS, "stage-max-failures", 1),
        scheduling_policy: args::scheduling(&OPTIONS),
        // One task to each executor in turn, so that work spreads even
        // when the executors have more slots than a stage has tasks.
        task_distribution: TaskDistributionPolicy::RoundRobin,
        override_session_builder: Some(Arc::new(datafusion_specurl::ballista::scheduler_session)),
        ..Default::default()
    };
    config.validate()?;
    let address = SocketAddr::new(bind, port);
    args::warn_if_exposed(
        bind,
        &[port],
        "run queries that read any file the executors can read",
    );
    let cluster = BallistaCluster::new_from_config(&config).await?;
    let scheduler =
        create_scheduler::<LogicalPlanNode, PhysicalPlanNode>(cluster.clone(), Arc::new(config))
            .await?;
    // Sooner than Ballista's own expiry, so that the watchdog fails the
    // queries before Ballista starts rerunning their stages.
    watchdog::spawn(
        scheduler.clone(),
        cluster,
        Duration::from_secs(executor_timeout - executor_timeout / 4),
    );
    let watched = scheduler.clone();
    tokio::spawn(async move {
        while !watched.is_ready() {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        println!("ready: {min_executors} executors");
    });
    println!("specurl-scheduler listening on {address}");
    start_grpc_service(address, scheduler).await
}
