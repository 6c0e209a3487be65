//! Ballista's executor with specurl's SQL functions: it runs tasks whose
//! plans call them.
//!
//! ```text
//! specurl-executor [--bind 127.0.0.1] [--external-host HOST] [--port 50051] [--grpc-port 50052]
//!                  [--scheduler-host 127.0.0.1] [--scheduler-port 50050]
//!                  [--concurrent-tasks CORES] [--work-dir DIR] [--executor-id ID]
//!                  [--heartbeat-interval 5] [--scheduling push-staged]
//! ```
//!
//! It listens on loopback unless `--bind` names another address: anyone
//! who can reach its ports can run tasks that read any file it can read
//! and fetch what its tasks wrote, and Ballista 55 has no authentication
//! or TLS for them (docs/sql.md, "Who may use the cluster"). It tells the
//! scheduler to reach it at `--external-host`, by default the bound
//! address, or, bound to every address (`0.0.0.0`), the address its
//! connection to the scheduler comes from.

use std::net::{IpAddr, Ipv4Addr};
use std::sync::Arc;

use ballista_executor::executor_process::{start_executor_process, ExecutorProcessConfig};

mod args;

const OPTIONS: [&str; 11] = [
    "bind",
    "external-host",
    "port",
    "grpc-port",
    "scheduler-host",
    "scheduler-port",
    "concurrent-tasks",
    "work-dir",
    "executor-id",
    "heartbeat-interval",
    "scheduling",
];

#[tokio::main]
async fn main() -> ballista_core::error::Result<()> {
    let defaults = ExecutorProcessConfig::default();
    let work_dir: String = args::option(&OPTIONS, "work-dir", String::new());
    let bind: IpAddr = args::option(&OPTIONS, "bind", IpAddr::V4(Ipv4Addr::LOCALHOST));
    let external_host: String = args::option(&OPTIONS, "external-host", String::new());
    let port = args::option(&OPTIONS, "port", 50051);
    let grpc_port = args::option(&OPTIONS, "grpc-port", 50052);
    args::warn_if_exposed(
        bind,
        &[port, grpc_port],
        "run tasks that read any file this executor can read, and fetch their output",
    );
    // A name of the operator's choosing, rather than a random one, so that
    // the error of a query that lost this executor names it recognisably.
    let executor_id: String = args::option(&OPTIONS, "executor-id", defaults.executor_id.clone());
    let config = ExecutorProcessConfig {
        executor_id,
        bind_host: bind.to_string(),
        external_host: if external_host.is_empty() {
            args::advertised(bind)
        } else {
            Some(external_host)
        },
        port,
        grpc_port,
        // Not `localhost`, which may resolve to `::1` first, where a
        // scheduler on its default address does not listen.
        scheduler_host: args::option(&OPTIONS, "scheduler-host", "127.0.0.1".to_owned()),
        scheduler_port: args::option(&OPTIONS, "scheduler-port", 50050),
        vcores: args::option(&OPTIONS, "concurrent-tasks", defaults.vcores),
        work_dir: (!work_dir.is_empty()).then_some(work_dir),
        // Well inside the scheduler's `--executor-timeout` (30 s), where
        // Ballista's 60 s would not be.
        executor_heartbeat_interval_seconds: args::option(&OPTIONS, "heartbeat-interval", 5),
        task_scheduling_policy: args::scheduling(&OPTIONS),
        override_function_registry: Some(datafusion_specurl::ballista::executor_registry()),
        ..defaults
    };
    start_executor_process(Arc::new(config)).await
}
