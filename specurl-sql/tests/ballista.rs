//! One scheduler and two executors of this crate on 127.0.0.1, started
//! here as child processes and stopped at the end: a query that groups by
//! `url_hostname` and `url_registrable_domain` over four Parquet files runs on both executors (it
//! shuffles between its stages) and gives what local DataFusion and
//! `Url::parse` give.

// The test data and tables of the functions' own tests.
#[path = "../../datafusion-specurl/tests/common/mod.rs"]
mod common;

mod cluster;

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use datafusion::arrow::array::{AsArray, RecordBatch};
use datafusion::arrow::compute::cast;
use datafusion::arrow::datatypes::{DataType, Int64Type};
use datafusion::prelude::SessionContext;
use specurl::Url;

use cluster::Cluster;

/// How long the cluster may take to come up, and the query to run.
const DEADLINE: Duration = Duration::from_secs(120);

/// `SELECT {f}(u) AS h, count(*) ...` as sorted pairs, `f` a function of
/// the URL's host (`url_hostname`, `url_registrable_domain`).
async fn group_by(ctx: &SessionContext, f: &str) -> BTreeMap<Option<String>, i64> {
    let sql = format!("SELECT {f}(u) AS h, count(*) AS n FROM urls GROUP BY h");
    let batches: Vec<RecordBatch> = ctx.sql(&sql).await.unwrap().collect().await.unwrap();
    let mut out = BTreeMap::new();
    for b in batches {
        let h = cast(b.column(0), &DataType::Utf8).unwrap();
        let n = b.column(1).as_primitive::<Int64Type>();
        for (h, n) in h.as_string::<i32>().iter().zip(n.iter()) {
            assert!(out.insert(h.map(str::to_owned), n.unwrap()).is_none());
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_executors_group_by_hostname_and_registrable_domain() {
    let until = Instant::now() + DEADLINE;
    let dir = tempfile::tempdir().unwrap();
    let urls = common::kasztp();
    let rows: Vec<_> = urls
        .iter()
        .enumerate()
        .map(|(i, u)| (i as i64, u.clone(), None))
        .collect();
    let data = dir.path().join("urls");
    common::write_parquet(&common::batch(&rows), &data, 4);

    let cluster = Cluster::start(dir.path(), 2, 2, &[], &[], until);
    // Four partitions, one a file, so that the first stage has four tasks
    // whatever the number of cores.
    let remote = cluster.client(4).await;
    remote
        .register_parquet("urls", data.to_str().unwrap(), Default::default())
        .await
        .unwrap();
    let local = common::context();
    local
        .register_parquet("urls", data.to_str().unwrap(), Default::default())
        .await
        .unwrap();
    type Key = fn(&Url) -> Option<&str>;
    let keys: [(&str, Key); 2] = [
        ("url_hostname", |u| Some(u.hostname())),
        ("url_registrable_domain", Url::registrable_domain),
    ];
    for (f, key) in keys {
        let distributed = tokio::time::timeout(
            until.saturating_duration_since(Instant::now()),
            group_by(&remote, f),
        )
        .await
        .expect("the query finished in time");
        assert_eq!(distributed, group_by(&local, f).await, "{f}");

        let mut by_url_parse = BTreeMap::new();
        for u in &urls {
            let k = Url::parse(u, None)
                .ok()
                .and_then(|u| key(&u).map(str::to_owned));
            *by_url_parse.entry(k).or_insert(0) += 1;
        }
        assert_eq!(distributed, by_url_parse, "{f}");
        assert!(distributed.len() > 100, "{f}");
    }

    // Each executor wrote shuffle files of its tasks.
    for executor in &cluster.executors {
        assert!(
            cluster::files_under(&executor.work_dir) > 0,
            "{} ran no task",
            executor.id
        );
    }
    drop(cluster);
}
