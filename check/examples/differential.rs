//! specurl against the `url` crate, summarised: over the real-world URL lists
//! by default, or over the files named on the command line (fuzz artifacts,
//! each read as the `differential` fuzz target reads its input).
//!
//! ```text
//! cargo run --release -p specurl-check --example differential
//! cargo run --release -p specurl-check --example differential -- fuzz/artifacts/differential/*
//! ```
//!
//! Prints, per input set, how many inputs agree, how many differ in a known
//! way (per kind), and every unexplained disagreement.

use std::collections::BTreeMap;

use specurl_check::{data, differential, targets};

/// Compares every input (with its base) and prints the summary.
fn summarise(name: &str, inputs: &[(String, Option<&str>)]) {
    let mut known: BTreeMap<&str, (usize, String)> = BTreeMap::new();
    let mut unexplained = Vec::new();
    for (input, base) in inputs {
        let Some(d) = differential::compare(input, *base) else {
            continue;
        };
        match differential::classify(&d) {
            Some(k) => known.entry(k.name).or_insert((0, format!("{input:?}"))).0 += 1,
            None => unexplained.push(d),
        }
    }
    let n_known: usize = known.values().map(|v| v.0).sum();
    println!(
        "{name}: {} inputs, {} agree, {n_known} known differences, {} unexplained",
        inputs.len(),
        inputs.len() - n_known - unexplained.len(),
        unexplained.len()
    );
    for (k, (n, example)) in &known {
        println!("  known {k}: {n}, e.g. {example}");
    }
    for d in &unexplained {
        println!(
            "  unexplained {:?} against {:?}\n    specurl {:?}\n    url     {:?}",
            d.input, d.base, d.specurl, d.url
        );
    }
}

fn main() {
    let files: Vec<String> = std::env::args().skip(1).collect();
    if files.is_empty() {
        for name in data::URL_LISTS {
            let urls = data::url_list(name).expect("the URL lists");
            let inputs: Vec<_> = urls.into_iter().map(|u| (u, None)).collect();
            summarise(name, &inputs);
        }
        return;
    }
    // As the fuzz target does: the text with no base and with each base.
    let mut inputs = Vec::new();
    for file in &files {
        let bytes = std::fs::read(file).expect("a readable file");
        let text = targets::text(&bytes).into_owned();
        inputs.push((text.clone(), None));
        inputs.extend(targets::BASES.iter().map(|b| (text.clone(), Some(*b))));
    }
    summarise("files", &inputs);
}
