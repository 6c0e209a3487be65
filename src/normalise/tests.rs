//! The in-place removal of dotted segments against the plain one it
//! replaced (a second vector, the drive asked of every dir that starts it),
//! on every short path over an alphabet of dirs that are dotted, drives or
//! neither.

use super::*;

/// The removal as the equations read, kept only as this test's reference.
fn reference(url: &mut UrlRef<'_>) {
    fn late_drive(url: &UrlRef<'_>, segment: &str) -> Option<Drive> {
        let mut cs = segment.chars();
        let (Some(letter), Some(sep), None) = (cs.next(), cs.next(), cs.next()) else {
            return None;
        };
        (url.mode(Mode::Generic) == Mode::File && url.scheme.is_some() && url.drive.is_none())
            .then(|| Drive::new(letter, sep))?
            .map(Drive::normalised)
    }
    url.drive = url.drive.map(|d| d.normalised());
    if url.has_opaque_path() {
        return;
    }
    let order = url.order();
    if let Some(f) = url.file.take_if(|f| is_dot(f) || is_dots(f)) {
        url.dirs.push(f);
    }
    let mut kept: Vec<Cow<'_, str>> = Vec::new();
    for d in core::mem::take(&mut url.dirs) {
        if is_dot(&d) {
            continue;
        }
        if kept.is_empty() {
            if let Some(drive) = late_drive(url, &d) {
                url.drive = Some(drive);
                url.path_root = true;
                continue;
            }
        }
        if is_dots(&d) {
            match kept.last() {
                Some(x) if !is_dots(x) => {
                    kept.pop();
                }
                _ if url.path_root => {}
                _ => kept.push(Cow::Borrowed("..")),
            }
            continue;
        }
        kept.push(d);
    }
    if kept.is_empty() && url.file.is_none() && matches!(order, Order::Dir | Order::File) {
        kept.push(Cow::Borrowed("."));
    }
    url.dirs = kept;
    url.normalise_late_drive();
}

#[test]
fn removal_matches_the_reference() {
    const DIRS: [&str; 8] = ["a", ".", "..", "%2e", ".%2E", "%2e%2e", "c:", "C|"];
    const PREFIXES: [&str; 7] = ["file:///", "file:", "http://h/", "sc:/", "sc://h/", "/", ""];
    let mut checked = 0;
    for len in 1..=4u32 {
        for n in 0..DIRS.len().pow(len) {
            let mut path = String::new();
            let mut rest = n;
            for i in 0..len {
                if i > 0 {
                    path.push('/');
                }
                path.push_str(DIRS[rest % DIRS.len()]);
                rest /= DIRS.len();
            }
            for prefix in PREFIXES {
                for end in ["", "/"] {
                    let input = format!("{prefix}{path}{end}");
                    let Ok(url) = UrlRef::parse(&input) else {
                        continue;
                    };
                    let (mut fast, mut plain) = (url.clone(), url);
                    fast.normalise_path();
                    reference(&mut plain);
                    assert_eq!(fast, plain, "{input}");
                    checked += 1;
                }
            }
        }
    }
    // Every input parses: none was skipped.
    assert_eq!(checked, 2 * PREFIXES.len() * (8 + 64 + 512 + 4096));
}
