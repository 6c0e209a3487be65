//! The `url_pattern_match` kernel beside a plain loop of
//! `UrlPattern::test_url` (each URL parsed once, then every pattern tried
//! in order until one matches), on the 1,000 routes of
//! `examples/routes/mod.rs` and URLs drawn with a fixed seed: rows/s of
//! each on one thread, after checking that both give the same answer on
//! every row.
//!
//! ```sh
//! cargo run --release -p specurl-arrow --example url_pattern_match [ROWS] [ROUNDS] [kernel]
//! ```
//!
//! With `kernel`, only the kernel runs (for a profiler).

mod routes;

use std::sync::Arc;
use std::time::Instant;

use arrow_array::cast::AsArray;
use arrow_array::types::Int32Type;
use arrow_array::{Array, ArrayRef, StringViewArray};
use arrow_schema::DataType;
use specurl::url_pattern::UrlPattern;
use specurl::Url;
use specurl_arrow::url_pattern::UrlPatternMatch;
use specurl_arrow::{evaluate, Input};

const BATCH: usize = 8192;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// The kernel over `urls` in batches of 8192 rows: the positions.
fn kernel_pass(kernel: &UrlPatternMatch, urls: &StringViewArray) -> Vec<Option<i32>> {
    let mut out = Vec::with_capacity(urls.len());
    let mut start = 0;
    while start < urls.len() {
        let n = BATCH.min(urls.len() - start);
        let batch: ArrayRef = Arc::new(urls.slice(start, n));
        let result = evaluate(kernel, &[Input::Array(&batch)], n, &DataType::Int32)
            .expect("the kernel runs")
            .into_array();
        out.extend(result.as_primitive::<Int32Type>().iter());
        start += n;
    }
    out
}

/// The plain loop: each URL parsed once, then `test_url` pattern by
/// pattern.
fn loop_pass(patterns: &[UrlPattern], urls: &StringViewArray) -> Vec<Option<i32>> {
    (0..urls.len())
        .map(|row| {
            let url = Url::parse(urls.value(row), None).ok()?;
            for (i, p) in patterns.iter().enumerate() {
                match p.test_url(&url) {
                    Ok(true) => return Some(i as i32 + 1),
                    Ok(false) => {}
                    Err(_) => return None,
                }
            }
            None
        })
        .collect()
}

fn main() {
    let mut args = std::env::args().skip(1);
    let rows: usize = args.next().map_or(200_000, |a| a.parse().expect("ROWS"));
    let rounds: usize = args.next().map_or(7, |a| a.parse().expect("ROUNDS"));
    let kernel_only = args.next().as_deref() == Some("kernel");
    let sources = routes::routes();
    let patterns: Vec<UrlPattern> = sources
        .iter()
        .map(|s| UrlPattern::parse(s.as_str(), None, Default::default()).expect("a route"))
        .collect();
    let compile = Instant::now();
    let kernel = UrlPatternMatch::new(sources.iter().map(|s| Some(s.as_str()))).expect("routes");
    let compile = compile.elapsed();
    let mut draw = routes::Draw::new(2026);
    let urls = StringViewArray::from_iter_values((0..rows).map(|_| draw.url()));
    // The loop is slow: it runs on a slice of the rows.
    let loop_rows = (rows / 20).max(1);
    let loop_urls = urls.slice(0, loop_rows);

    if kernel_only {
        let t = Instant::now();
        for _ in 0..rounds {
            std::hint::black_box(kernel_pass(&kernel, &urls));
        }
        let rate = (rows * rounds) as f64 / t.elapsed().as_secs_f64();
        println!("url_pattern_match kernel: {:.3} M rows/s", rate / 1e6);
        return;
    }
    let by_kernel = kernel_pass(&kernel, &urls);
    let by_loop = loop_pass(&patterns, &loop_urls);
    assert_eq!(
        by_kernel[..loop_rows],
        by_loop[..],
        "the kernel and the loop differ"
    );
    let matched = by_kernel.iter().flatten().count();
    println!(
        "{} routes (compiled into the kernel in {:.1} ms), {rows} URLs, {matched} matching; \
         the loop on the first {loop_rows}",
        sources.len(),
        compile.as_secs_f64() * 1e3
    );

    let (mut kernel_rates, mut loop_rates) = (Vec::new(), Vec::new());
    for _ in 0..rounds {
        let t = Instant::now();
        std::hint::black_box(kernel_pass(&kernel, &urls));
        kernel_rates.push(rows as f64 / t.elapsed().as_secs_f64());
        let t = Instant::now();
        std::hint::black_box(loop_pass(&patterns, &loop_urls));
        loop_rates.push(loop_rows as f64 / t.elapsed().as_secs_f64());
    }
    let (k, l) = (median(kernel_rates), median(loop_rates));
    println!("url_pattern_match kernel: {:.3} M rows/s", k / 1e6);
    println!("loop of UrlPattern::test_url: {:.4} M rows/s", l / 1e6);
    println!(
        "kernel / loop: {:.0}x (medians of {rounds} interleaved rounds)",
        k / l
    );
}
