use super::*;

#[test]
fn locator_agrees_with_location_of() {
    let text = "ab\ncé d\n\n\tx";
    let n = text.len();
    let of = |r: Range<usize>| SourceSpan {
        start: Location::of(text, r.start),
        end: Location::of(text, r.end),
    };
    // In the order of the text (with repeats and a range inside a
    // character), backwards, and in order but too long to count on.
    let in_order: Vec<_> = (0..=n)
        .flat_map(|o| [o..o, o..(o + 1).min(n), o..o])
        .collect();
    let backwards: Vec<_> = (0..=n).rev().map(|o| o..n).collect();
    let long: Vec<_> = (0..=n).map(|o| 0..n.max(o)).collect();
    for ranges in [in_order, backwards, long] {
        let mut locator = Locator::new(text, ranges.iter().cloned());
        for r in ranges {
            assert_eq!(locator.span(r.clone()), of(r.clone()), "{r:?}");
        }
    }
}
