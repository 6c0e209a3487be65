//! Ballista's executor with specurl's SQL functions: it runs tasks whose
//! plans call them.
//!
//! ```text
//! specurl-executor [--bind 0.0.0.0] [--external-host HOST] [--port 50051] [--grpc-port 50052]
//!                  [--scheduler-host localhost] [--scheduler-port 50050]
//!                  [--concurrent-tasks CORES] [--work-dir DIR]
//! ```

use std::sync::Arc;

use ballista_executor::executor_process::{start_executor_process, ExecutorProcessConfig};

mod args;

const OPTIONS: [&str; 8] = [
    "bind",
    "external-host",
    "port",
    "grpc-port",
    "scheduler-host",
    "scheduler-port",
    "concurrent-tasks",
    "work-dir",
];

#[tokio::main]
async fn main() -> ballista_core::error::Result<()> {
    let defaults = ExecutorProcessConfig::default();
    let work_dir: String = args::option(&OPTIONS, "work-dir", String::new());
    let external_host: String = args::option(&OPTIONS, "external-host", String::new());
    let config = ExecutorProcessConfig {
        bind_host: args::option(&OPTIONS, "bind", "0.0.0.0".to_owned()),
        external_host: (!external_host.is_empty()).then_some(external_host),
        port: args::option(&OPTIONS, "port", 50051),
        grpc_port: args::option(&OPTIONS, "grpc-port", 50052),
        scheduler_host: args::option(&OPTIONS, "scheduler-host", "localhost".to_owned()),
        scheduler_port: args::option(&OPTIONS, "scheduler-port", 50050),
        vcores: args::option(&OPTIONS, "concurrent-tasks", defaults.vcores),
        work_dir: (!work_dir.is_empty()).then_some(work_dir),
        override_function_registry: Some(datafusion_specurl::ballista::executor_registry()),
        ..defaults
    };
    start_executor_process(Arc::new(config)).await
}
