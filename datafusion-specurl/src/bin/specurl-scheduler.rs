//! Ballista's scheduler with specurl's SQL functions: it plans queries
//! that call them.
//!
//! ```text
//! specurl-scheduler [--bind 0.0.0.0] [--port 50050] [--external-host HOST] [--min-executors 1]
//! ```
//!
//! It prints `ready: N executors` once `--min-executors` executors have
//! registered.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use ballista_core::error::BallistaError;
use ballista_scheduler::cluster::BallistaCluster;
use ballista_scheduler::config::{SchedulerConfig, TaskDistributionPolicy};
use ballista_scheduler::scheduler_process::{create_scheduler, start_grpc_service};
use datafusion_proto::protobuf::{LogicalPlanNode, PhysicalPlanNode};

mod args;

const OPTIONS: [&str; 4] = ["bind", "port", "external-host", "min-executors"];

#[tokio::main]
async fn main() -> ballista_core::error::Result<()> {
    let bind: String = args::option(&OPTIONS, "bind", "0.0.0.0".to_owned());
    let port: u16 = args::option(&OPTIONS, "port", 50050);
    let external_host: String = args::option(&OPTIONS, "external-host", "localhost".to_owned());
    let min_executors: usize = args::option(&OPTIONS, "min-executors", 1);
    let config = SchedulerConfig {
        bind_host: bind.clone(),
        bind_port: port,
        external_host,
        min_ready_executors: min_executors,
        // One task to each executor in turn, so that work spreads even
        // when the executors have more slots than a stage has tasks.
        task_distribution: TaskDistributionPolicy::RoundRobin,
        override_session_builder: Some(Arc::new(datafusion_specurl::ballista::scheduler_session)),
        ..Default::default()
    };
    config.validate()?;
    let address: SocketAddr = format!("{bind}:{port}")
        .parse()
        .map_err(|e: std::net::AddrParseError| BallistaError::Configuration(e.to_string()))?;
    let cluster = BallistaCluster::new_from_config(&config).await?;
    let scheduler =
        create_scheduler::<LogicalPlanNode, PhysicalPlanNode>(cluster, Arc::new(config)).await?;
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
