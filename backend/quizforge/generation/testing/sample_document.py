"""A short study text in plain prose, for generation tests and benchmarks."""

# Twelve paragraphs, about 2,300 characters.
DOCUMENT = """\
The water cycle describes how water moves between the oceans, the air and the land. It has no starting \
point, but it is usually explained beginning with the oceans, which hold about ninety-seven percent of \
the water on Earth.

Evaporation turns liquid water into water vapour. The energy for evaporation comes from the Sun, which \
warms the surface of oceans, lakes and rivers. Warm air can hold more water vapour than cold air.

Transpiration is the release of water vapour from the leaves of plants. Together with evaporation it is \
often called evapotranspiration, and it returns a large share of rainfall back to the atmosphere.

Condensation happens when water vapour cools and becomes tiny liquid droplets. Clouds and fog are made \
of these droplets, which form around small particles of dust, salt or smoke in the air.

Precipitation is water that falls from clouds as rain, snow, sleet or hail. It occurs when cloud \
droplets grow too heavy to stay suspended in the rising air that supports them.

Infiltration is the movement of water from the ground surface into the soil. Sandy soils let water \
infiltrate quickly, while clay soils and paved surfaces let very little water pass through.

Groundwater is water stored underground in the pores and cracks of rocks. A layer of rock that holds \
and transmits enough groundwater to supply a well is called an aquifer.

Surface runoff is rainfall that flows over the land instead of soaking in. Runoff gathers in streams \
and rivers and eventually carries water, soil and dissolved minerals back to the sea.

Glaciers and ice caps store about two percent of the water on Earth. In mountain regions, melting snow \
and ice feed rivers during the warm months of the year.

Sublimation is the change of ice directly into water vapour without melting first. It is common on \
high mountains where the air is dry, the sunlight is strong and the wind is steady.

Humans change the water cycle by building dams, draining wetlands and pumping groundwater for farms. \
Cities increase runoff because roofs and roads stop rain from entering the soil.

Climate change warms the atmosphere, and a warmer atmosphere holds more water vapour. Scientists expect \
this to make heavy rainfall events more intense in many parts of the world.
"""
