//! The crawler's workload: each URL of a list written as the shortest
//! reference from the previous page of its origin (`Url::relative_to`),
//! then resolved against that page's parsed URL, as a crawler resolves a
//! page's links. specurl's `Url::join`, the `url` crate's `Url::join`,
//! the constructor with a base string (`new URL(reference, base)`) of
//! specurl and ada, and each library's parse of the base then join, take
//! turns on the same pairs, with specurl's `Url::parse` of the same URLs
//! written absolute beside them.

use std::collections::HashMap;
use std::hint::black_box;

/// The pairs of one list, with each base parsed by each library that
/// takes a parsed base.
pub struct Crawl {
    /// The page's href: ada's base string.
    pub bases: Vec<String>,
    /// The link, as the shortest reference from the page.
    pub references: Vec<String>,
    /// The link written absolute.
    pub absolute: Vec<String>,
    specurl_bases: Vec<specurl::Url>,
    url_bases: Vec<url::Url>,
}

/// What `Crawl::new` left out: links whose hrefs the three libraries do
/// not agree on, so that every pass does the same work.
pub struct Dropped {
    pub first_of_origin: usize,
    pub disagree: Vec<(String, String)>,
}

impl Crawl {
    /// The pairs of `urls`: every URL that specurl parses and that has a
    /// page of its origin (the serialized origin; `null` for every file
    /// URL) before it in the list.
    pub fn new(urls: &[String]) -> (Crawl, Dropped) {
        let mut previous: HashMap<String, specurl::Url> = HashMap::new();
        let mut crawl = Crawl {
            bases: Vec::new(),
            references: Vec::new(),
            absolute: Vec::new(),
            specurl_bases: Vec::new(),
            url_bases: Vec::new(),
        };
        let mut dropped = Dropped {
            first_of_origin: 0,
            disagree: Vec::new(),
        };
        for line in urls {
            let Ok(link) = specurl::Url::parse(line, None) else {
                continue;
            };
            let origin = link.origin();
            let Some(page) = previous.insert(origin, link.clone()) else {
                dropped.first_of_origin += 1;
                continue;
            };
            let reference = link.relative_to(&page).to_string();
            let base = page.href().to_owned();
            // The same href from each, before anything is timed.
            let ours = page.join(&reference).map(|u| u.href().to_owned());
            let url_base = url::Url::parse(&base);
            let theirs = url_base
                .as_ref()
                .ok()
                .and_then(|b| b.join(&reference).ok())
                .map(|u| u.as_str().to_owned());
            let ada = ada_url::Url::parse(reference.as_str(), Some(&base))
                .ok()
                .map(|u| u.href().to_owned());
            let constructed = specurl::Url::parse(&reference, Some(&base));
            let agree = ours.as_deref().ok() == Some(link.href())
                && constructed.as_ref().map(specurl::Url::href).ok() == Some(link.href())
                && theirs.as_deref() == Some(link.href())
                && ada.as_deref() == Some(link.href());
            match url_base {
                Ok(url_base) if agree => {
                    crawl.bases.push(base);
                    crawl.references.push(reference);
                    crawl.absolute.push(link.href().to_owned());
                    crawl.specurl_bases.push(page);
                    crawl.url_bases.push(url_base);
                }
                _ => dropped.disagree.push((base, reference)),
            }
        }
        // Building the pairs scattered their strings among everything else
        // it allocated, so that a pass over them would wait on a cache miss
        // for nearly every string and time the harness's heap. Each vector
        // is copied anew, one after another, as a program's input lies
        // where it reads it (the list's lines do, and a page's links);
        // the first copies are dropped only after, so that no new string
        // falls into a hole they leave.
        let laid_out = Crawl {
            bases: crawl.bases.clone(),
            references: crawl.references.clone(),
            absolute: crawl.absolute.clone(),
            specurl_bases: crawl.specurl_bases.clone(),
            url_bases: crawl.url_bases.clone(),
        };
        drop((crawl, previous));
        (laid_out, dropped)
    }

    /// The number of pairs.
    pub fn len(&self) -> usize {
        self.references.len()
    }
}

/// A timed pass over the pairs: the sum of the href lengths.
pub type Pass = fn(&Crawl) -> usize;

/// specurl: `page.join(reference)`, the page parsed beforehand.
fn specurl_join(c: &Crawl) -> usize {
    let join = |(base, r): (&specurl::Url, &String)| base.join(r).map_or(0, |u| u.href().len());
    c.specurl_bases.iter().zip(&c.references).map(join).sum()
}

/// The `url` crate: `page.join(reference)`, the page parsed beforehand.
fn url_join(c: &Crawl) -> usize {
    let join = |(base, r): (&url::Url, &String)| base.join(r).map_or(0, |u| u.as_str().len());
    c.url_bases.iter().zip(&c.references).map(join).sum()
}

/// ada: `parse(reference, Some(page's href))`, which parses the base string
/// again at every call (ada's API takes no parsed base).
fn ada_with_base(c: &Crawl) -> usize {
    let parse = |(base, r): (&String, &String)| {
        ada_url::Url::parse(r.as_str(), Some(base)).map_or(0, |u| u.href().len())
    };
    c.bases.iter().zip(&c.references).map(parse).sum()
}

/// specurl: `Url::parse(reference, Some(page's href))`, the constructor
/// with a base string, which reads the base at every call.
fn specurl_with_base(c: &Crawl) -> usize {
    let parse = |(base, r): (&String, &String)| {
        specurl::Url::parse(r, Some(base)).map_or(0, |u| u.href().len())
    };
    c.bases.iter().zip(&c.references).map(parse).sum()
}

/// specurl: the page's href parsed, then `join`: what the constructor with
/// a base string is held to.
fn specurl_base_then_join(c: &Crawl) -> usize {
    let parse = |(base, r): (&String, &String)| {
        specurl::Url::parse(base, None)
            .and_then(|b| b.join(r))
            .map_or(0, |u| u.href().len())
    };
    c.bases.iter().zip(&c.references).map(parse).sum()
}

/// The `url` crate: the page's href parsed, then `join` (its API takes no
/// base string).
fn url_base_then_join(c: &Crawl) -> usize {
    let parse = |(base, r): (&String, &String)| {
        url::Url::parse(base)
            .and_then(|b| b.join(r))
            .map_or(0, |u| u.as_str().len())
    };
    c.bases.iter().zip(&c.references).map(parse).sum()
}

/// specurl's `Url::parse` of the links written absolute.
fn specurl_absolute(c: &Crawl) -> usize {
    let parse = |u: &String| specurl::Url::parse(u, None).map_or(0, |u| u.href().len());
    c.absolute.iter().map(parse).sum()
}

/// The passes, by name; the first is what the others are divided by.
pub const PASSES: [(&str, Pass); 7] = [
    ("specurl join", specurl_join),
    ("url join", url_join),
    ("specurl parse with base", specurl_with_base),
    ("ada parse with base", ada_with_base),
    ("specurl parse base then join", specurl_base_then_join),
    ("url parse base then join", url_base_then_join),
    ("specurl parse absolute", specurl_absolute),
];

/// The pass named `name` (`none` builds the pairs only).
pub fn pass(name: &str) -> Option<Pass> {
    fn none(c: &Crawl) -> usize {
        black_box(c).len()
    }
    match name {
        "none" => Some(none),
        _ => PASSES.iter().find(|(n, _)| *n == name).map(|&(_, p)| p),
    }
}
