"""The reference server's ad pods: a linear fill of N ads in sequence order, and one whose
second ad fails (its wrapper's tag answers 404) with a stand-alone buffet ad to stand in.

    python3 -m unittest discover -s Tools/reference-server -p 'test_*.py'
"""
import sys
import unittest
import uuid
import xml.etree.ElementTree as ElementTree
from urllib.parse import urlparse

from test_rewards import SERVER, TOKEN, call, start, stop


class PodTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server, cls.port = start([sys.executable, str(SERVER), "--port", "0", "--token", TOKEN])
        for title, scenario in {
            "three": {"pod": 3},
            "failing": {"pod": 2, "pod_failing": True},
            "many": {"pod": 40},
        }.items():
            body = {"title_id": title, "format": "linear", "mode": "fill", **scenario}
            assert call(cls.port, "POST", "/_control/scenario", body)[0] == 204

    @classmethod
    def tearDownClass(cls):
        stop(cls.server)

    def vast(self, title):
        body = {"title_id": title, "format": "linear", "request_id": str(uuid.uuid4())}
        status, answer = call(self.port, "POST", "/v1/ads", body, {"Authorization": f"Bearer {TOKEN}"})
        self.assertEqual(status, 200, answer)
        creative = answer["slots"][0]["creative"]
        self.assertEqual(creative["type"], "vast")
        return ElementTree.fromstring(creative["xml"])

    def test_a_pod_holds_its_ads_in_sequence_order(self):
        ads = self.vast("three").findall("Ad")
        self.assertEqual([ad.get("sequence") for ad in ads], ["1", "2", "3"])
        self.assertTrue(all(ad.find("InLine") is not None for ad in ads))
        durations = [ad.find("InLine/Creatives/Creative/Linear/Duration").text for ad in ads]
        self.assertEqual(durations, ["00:00:15", "00:00:20", "00:00:10"])

    def test_a_failing_pod_ad_has_a_buffet_ad_to_stand_in(self):
        ads = self.vast("failing").findall("Ad")
        self.assertEqual([ad.get("sequence") for ad in ads], ["1", "2", None])
        tag = ads[1].find("Wrapper/VASTAdTagURI").text.strip()
        status, _ = call(self.port, "GET", urlparse(tag).path)
        self.assertEqual(status, 404)
        self.assertIsNotNone(ads[2].find("InLine"))

    def test_a_pod_holds_at_most_five_ads(self):
        self.assertEqual(len(self.vast("many").findall("Ad")), 5)


if __name__ == "__main__":
    unittest.main()
